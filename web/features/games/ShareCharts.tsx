import type { MyGame, MyGamesResponse } from '../../../common/api/games';
import type { Game } from '../../../common/games';
import { DecayChart } from './DecayChart';
import { monthName, shareStatusText } from './format';
import styles from './Games.module.css';

/** The badge that says how sure a month's share is. */
export function ShareStatusBadge({ status }: { status: MyGame['nextMonth']['status'] }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`}>{shareStatusText[status]}</span>
  );
}

/** A game's share this month and next month, each as its decay chart or why there is none. */
export function ShareCharts({
  game,
  mine,
  data,
}: {
  game: Game;
  mine: MyGame;
  data: MyGamesResponse;
}) {
  const day = Number(data.today.slice(8, 10));
  const scale = data.terms.maxBp;
  const next = mine.nextMonth;
  return (
    <div className={styles.charts}>
      <section aria-label={`${game.game}: this month`} className={styles.chartBox}>
        <h4 className={styles.chartTitle}>
          This month · {monthName(mine.thisMonth.month)}
          {mine.thisMonth.status !== 'confirmed' && (
            <ShareStatusBadge status={mine.thisMonth.status} />
          )}
        </h4>
        {mine.thisMonth.status === 'not_included' ? (
          <p className={styles.noShare}>
            No share this month: you joined after last month was closed. Your share starts next
            month.
          </p>
        ) : (
          <DecayChart
            curve={mine.thisMonth}
            label={`${game.game}, this month`}
            scaleMaxBp={scale}
            today={day}
          />
        )}
      </section>
      <section aria-label={`${game.game}: next month`} className={styles.chartBox}>
        <h4 className={styles.chartTitle}>
          Next month · {monthName(next.month)}
          <ShareStatusBadge status={next.status} />
        </h4>
        {next.status === 'not_included' ? (
          <p className={styles.noShare}>
            No share in {monthName(next.month)}: this month was closed before you joined. Boost now
            to count in {monthName(data.openMonth)}’s review.
          </p>
        ) : (
          <>
            {next.status === 'projected' && (
              <p className={styles.hint}>
                What closing this month now would give, from your approved videos and the other
                partners’. It is set when an Admin closes the month.
              </p>
            )}
            <DecayChart curve={next} label={`${game.game}, next month`} scaleMaxBp={scale} />
          </>
        )}
      </section>
    </div>
  );
}
