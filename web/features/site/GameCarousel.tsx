import { useId } from 'react';
import { Link } from 'react-router';
import { games } from '../../../common/games';
import { siteLimits } from '../../../common/limits';
import { sitePaths } from '../../../common/paths';
import { Icon } from '../../components/Icon';
import { CarouselButton, PlayPauseButton } from './CarouselButton';
import styles from './GameCarousel.module.css';
import { GameImage } from './GameImage';
import { useCarousel } from './use-carousel';

const steps = [
  { label: 'Previous game', icon: 'chevronLeft', forward: false },
  { label: 'Next game', icon: 'chevronRight', forward: true },
] as const;

/**
 * The six games (docs/product.md §2, §4), one slide at a time: it advances every 4 s and wraps, the dots,
 * arrows and play/pause button control it, and hover or focus holds it still (WAI-ARIA
 * auto-rotating carousel). Slides other than the current one are inert, so neither the
 * keyboard nor a screen reader lands in a slide nobody can see.
 */
export function GameCarousel() {
  const carousel = useCarousel(games.length, { intervalMs: siteLimits.carouselMs });
  const slidesId = useId();
  const current = games[carousel.index]!;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Our games"
      {...carousel.holdProps}
    >
      <div className={styles.controls}>
        <PlayPauseButton
          rotating={carousel.rotating}
          onToggle={carousel.toggle}
          what="the slideshow"
          iconSize={18}
          className={styles.control}
        />
        {steps.map((step) => (
          <CarouselButton
            key={step.label}
            {...step}
            onClick={step.forward ? carousel.next : carousel.previous}
            iconSize={18}
            controls={slidesId}
            className={styles.control}
          />
        ))}
        <div className={styles.dots} role="group" aria-label="Choose a game">
          {games.map((game, index) => (
            <button
              key={game.id}
              type="button"
              className={styles.dot}
              aria-label={`Show ${game.game}`}
              aria-current={index === carousel.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => carousel.go(index)}
            />
          ))}
        </div>
      </div>

      <div id={slidesId} className={styles.slides}>
        {games.map((game, index) => {
          const active = index === carousel.index;
          const cover = game.preview[0]!;
          return (
            <div
              key={game.id}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${games.length}: ${game.game}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-game={game.id}
            >
              {/* The first slide is on screen at once; the rest can wait for the network. */}
              <GameImage
                className={styles.art}
                art={cover.original}
                alt={cover.alt}
                eager={index === 0}
              />
              <div className={styles.copy}>
                <p className={styles.genre}>{game.genre}</p>
                <h3 className={styles.name}>{game.game}</h3>
                <p className={styles.studio}>by {game.studio}</p>
                <p className={styles.tagline}>{game.tagline}</p>
                <Link className={styles.more} to={`${sitePaths.games}#${game.id}`}>
                  About {game.game}
                  <Icon name="arrowRight" size={16} />
                </Link>
              </div>
            </div>
          );
        })}
      </div>
      {/* Slide changes are announced only while the carousel is not turning by itself (paused,
          hovered, focused or reduced motion), not on every tick. */}
      <p className="visually-hidden" aria-live="polite">
        {carousel.running
          ? ''
          : `Showing ${current.game}, ${carousel.index + 1} of ${games.length}.`}
      </p>
    </section>
  );
}
