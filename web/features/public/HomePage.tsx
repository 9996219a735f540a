import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import styles from './HomePage.module.css';

const crew = [
  { role: 'Editor', detail: 'Long-form edits, 2-day turnaround', initial: 'E' },
  { role: 'Thumbnail artist', detail: 'Click-worthy art, 1-day turnaround', initial: 'A' },
  { role: 'Support', detail: 'Live chat when you need it', initial: 'S' },
];

// Heights of the decorative growth chart, in percent of its box.
const bars = [22, 30, 28, 41, 47, 58, 66, 81, 94];

/** The home page's hero (the full home page arrives with a later issue). */
export function HomePage() {
  return (
    <>
      <title>Crewcast · Grow your game channel with a full production team</title>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.copy}>
          <p className={styles.eyebrow}>For YouTubers who make game content</p>
          <h1 id="hero-title" className={styles.title}>
            Grow your game channel with a{' '}
            <span className={styles.accent}>full production team</span>
          </h1>
          <p className={styles.lead}>
            Editors and thumbnail artists who each charge the same per video, free advertising
            inside our games, and a share of the profits when you promote them.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/join">
              Join as a Partner
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
            <ButtonLink to="/learn/pricing" variant="secondary">
              See pricing
            </ButtonLink>
          </div>
        </div>

        <div className={styles.art} aria-hidden="true">
          <div className={styles.card}>
            <div className={styles.cardHead}>
              <span className={styles.cardTitle}>Channel growth</span>
              <span className={styles.badge}>Your team</span>
            </div>
            <div className={styles.chart}>
              {bars.map((height, index) => (
                <span key={index} className={styles.bar} style={{ height: `${height}%` }} />
              ))}
            </div>
            <ul className={styles.crew}>
              {crew.map((member) => (
                <li key={member.role} className={styles.member}>
                  <span className={styles.avatar}>{member.initial}</span>
                  <span>
                    <span className={styles.memberRole}>{member.role}</span>
                    <span className={styles.memberDetail}>{member.detail}</span>
                  </span>
                  <span className={styles.online} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
