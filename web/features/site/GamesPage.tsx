import { games } from '../../../common/games';
import { gameLimits } from '../../../common/limits';
import { sitePaths } from '../../../common/paths';
import { ButtonLink } from '../../components/Button';
import { GamePreviews } from './GamePreviews';
import styles from './GamesPage.module.css';
import m from './marketing.module.css';
import { PageHero } from './MarketingLayout';
import { PageMeta } from './PageMeta';

/** /learn/game (docs/product.md §2, §3): each game with its studio, previews, description, stats and testimonials. */
export function GamesPage() {
  return (
    <>
      <PageMeta
        title="Our games · Crewcast"
        description="Astral, Listen, Better Call Tim, Labyrinth, Bar Rumble and Insection: the six Crewcast games, their studios, and the 20% profit pool partners share."
      />
      <PageHero
        eyebrow="Learn · Games"
        title={
          <>
            Six games, <span className={m.accent}>one profit pool</span> for creators
          </>
        }
        lead={
          <>
            Each game sets aside {gameLimits.totalPercentagePool}% of its profits for the partners
            who promote it. Your share depends on how much you promote a game and how many other
            creators do too; it applies to the next month and is reviewed monthly.
          </>
        }
      >
        <nav aria-label="Games on this page">
          <ul className={styles.jump}>
            {games.map((game) => (
              <li key={game.id}>
                <a href={`#${game.id}`}>{game.game}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {games.map((game) => (
        <section
          key={game.id}
          id={game.id}
          className={m.section}
          aria-labelledby={`${game.id}-title`}
        >
          <article className={styles.game}>
            <GamePreviews game={game} />
            <div className={styles.info}>
              <p className={m.eyebrow}>{game.genre}</p>
              <h2 id={`${game.id}-title`} className={m.h2}>
                {game.game}
              </h2>
              <p className={styles.studio}>
                Studio: <strong>{game.studio}</strong>
              </p>
              <p className={styles.description}>{game.description}</p>
              <dl className={m.figureList}>
                {game.stats.map((stat) => (
                  <div key={stat.label} className={m.figure}>
                    <dt>{stat.label}</dt>
                    <dd>{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </article>
          <ul
            className={`${m.grid} ${styles.testimonials}`}
            aria-label={`What people say about ${game.game}`}
          >
            {game.testimonials.map((testimonial) => (
              <li key={testimonial.author}>
                <figure className={styles.testimonial}>
                  <blockquote className={styles.quote}>
                    <p>{testimonial.text}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    <strong>{testimonial.author}</strong>
                    <span>{testimonial.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section className={m.section} aria-label="Join">
        <div className={m.band}>
          <div>
            <h2 className={m.bandTitle}>Promote a game, own a share</h2>
            <p className={m.cardText}>Partners choose their games from the dashboard.</p>
          </div>
          <ButtonLink to={sitePaths.pricing}>See the plans</ButtonLink>
        </div>
      </section>
    </>
  );
}
