import { layoutLimits, siteLimits } from '../../../common/limits';
import { CarouselButton, PlayPauseButton } from './CarouselButton';
import { FeatureCard, type Feature } from './FeatureCard';
import styles from './FeatureIcons.module.css';
import { useCarousel } from './use-carousel';
import { useMediaQuery } from './use-media-query';

const features: readonly Feature[] = [
  {
    icon: 'team',
    title: 'Team',
    text: 'A full production team of editors and thumbnail artists who know your channel, each charging the same per video.',
  },
  {
    icon: 'repeat',
    title: 'Consistency',
    text: 'Steady uploads on a schedule you set: your weekly goal, met week after week, with due dates you can track.',
  },
  {
    icon: 'megaphone',
    title: 'Advertising',
    text: 'Your channel is advertised for free inside our games, in front of the players who already love them.',
  },
  {
    icon: 'coins',
    title: 'Payouts',
    text: 'A percentage share of the profits of the games you promote, reviewed every month.',
  },
];

// docs/product.md §9 breakpoint 700 px: narrower screens get the carousel.
const narrowQuery = `(max-width: ${layoutLimits.breakpointsPx[1] - 1}px)`;

/**
 * The four features of docs/product.md §2. Wide screens show all four; narrow ones show one at a time in an
 * icon carousel that moves every 3 s (docs/product.md §9), with the same controls as the game carousel.
 */
export function FeatureIcons() {
  const narrow = useMediaQuery(narrowQuery);
  const carousel = useCarousel(features.length, {
    intervalMs: siteLimits.iconCarouselMs,
    enabled: narrow,
  });

  return (
    <div
      className={styles.wrap}
      {...(narrow
        ? { role: 'region', 'aria-roledescription': 'carousel', 'aria-label': 'What you get' }
        : {})}
      {...carousel.holdProps}
    >
      <ul className={styles.list}>
        {features.map((feature, index) => {
          const shown = !narrow || index === carousel.index;
          return (
            <FeatureCard
              key={feature.title}
              feature={feature}
              iconSize={28}
              className={`${styles.item} ${shown ? styles.shown : ''}`}
              hidden={!shown}
            />
          );
        })}
      </ul>
      {narrow && (
        <div className={styles.controls}>
          <PlayPauseButton
            rotating={carousel.rotating}
            onToggle={carousel.toggle}
            what="the features"
            iconSize={16}
            className={styles.toggle}
          />
          {features.map((feature, index) => (
            <CarouselButton
              key={feature.title}
              label={`Show ${feature.title}`}
              icon={feature.icon}
              iconSize={18}
              current={index === carousel.index}
              onClick={() => carousel.go(index)}
              className={styles.dot}
            />
          ))}
        </div>
      )}
    </div>
  );
}
