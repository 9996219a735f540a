import type { Game } from '../../../common/games';
import { Dialog } from '../../components/Dialog';
import { GamePreviews } from '../site/public';
import styles from './Games.module.css';

/** The Inspect overlay (docs/product.md §2): a game's previews, description, stats and testimonials. */
export function InspectDialog({ game, onClose }: { game: Game | null; onClose: () => void }) {
  return (
    <Dialog
      open={game !== null}
      onClose={onClose}
      title={game ? game.game : ''}
      description={game ? `${game.genre} · ${game.studio}` : undefined}
    >
      {game && (
        <div className={styles.inspect}>
          <GamePreviews game={game} />
          <p>{game.description}</p>
          <dl className={styles.stats}>
            {game.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className={styles.subTitle}>What people say</h3>
          <ul className={styles.quotes}>
            {game.testimonials.map((t) => (
              <li key={t.author}>
                <figure>
                  <blockquote>
                    <p>{t.text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.author}</strong>, {t.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
