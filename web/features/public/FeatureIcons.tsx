import { layoutLimits, siteLimits } from '../../../common/limits';
import { Icon } from '../../components/Icon';
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
          <button
            type="button"
            className={styles.toggle}
            onClick={carousel.toggle}
            aria-label={carousel.rotating ? 'Pause the features' : 'Play the features'}
          >
            <Icon name={carousel.rotating ? 'pause' : 'play'} size={16} />
          </button>
          {features.map((feature, index) => (
            <button
              key={feature.title}
              type="button"
              className={styles.dot}
              aria-label={`Show ${feature.title}`}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.go(index)}
            >
              <Icon name={feature.icon} size={18} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
