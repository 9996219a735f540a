import { sitePaths } from '../../../common/paths';
import { ButtonLink } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import pill from '../../styles/pill.module.css';
import { CompanyStatsChart } from './CompanyStatsChart';
import { FeatureGrid } from './FeatureCard';
import { FeatureIcons } from './FeatureIcons';
import { GameCarousel } from './GameCarousel';
import styles from './HomePage.module.css';
import m from './marketing.module.css';
import { PageMeta } from './PageMeta';

const crew = [
  { role: 'Editor', detail: 'Long-form edits, 2-day turnaround', initial: 'E' },
  { role: 'Thumbnail artist', detail: 'Click-worthy art, 1-day turnaround', initial: 'A' },
  { role: 'Support', detail: 'Live chat when you need it', initial: 'S' },
];

// Heights of the decorative growth chart, in percent of its box.
const bars = [22, 30, 28, 41, 47, 58, 66, 81, 94];

const services: ReadonlyArray<{ icon: IconName; title: string; text: string; to: string }> = [
  {
    icon: 'film',
    title: 'Video edits',
    text: 'Long-form edits from your raw footage, priced per minute of finished video, with revisions until it is right.',
    to: sitePaths.productionInfo,
  },
  {
    icon: 'play',
    title: 'Short edits',
    text: 'Vertical shorts cut from your best moments, ready for every platform that plays them.',
    to: sitePaths.productionInfo,
  },
  {
    icon: 'star',
    title: 'Thumbnails',
    text: 'Click-worthy thumbnails drawn by artists who know game content, delivered in a day or two.',
    to: sitePaths.pricing,
  },
  {
    icon: 'gamepad',
    title: 'Game partnerships',
    text: 'Ownership of a share of our games and free advertising for your channel inside them.',
    to: sitePaths.games,
  },
];

function AboutSection() {
  return (
    <section id="about" className={`${m.section} ${styles.later}`} aria-labelledby="about-title">
      <div className={styles.about}>
        <div className={m.sectionHead}>
          <p className={m.eyebrow}>About us</p>
          <h2 id="about-title" className={m.h2}>
            An agency built by game creators, for game creators
          </h2>
          <div className={m.prose}>
            <p>
              Crewcast grows YouTube channels about games. We bring together creators, the freelance
              editors and thumbnail artists who make their videos, and the studios whose games they
              play.
            </p>
            <p>
              <strong>Partners</strong> get a production team that works to their schedule, free
              advertising inside our games and a share of the games&apos; profits.{' '}
              <strong>Editors and artists</strong> are paid per job at fixed rates.{' '}
              <strong>Affiliates</strong> earn 20% of every sale they bring in.
            </p>
          </div>
        </div>
        <CompanyStatsChart />
      </div>
    </section>
  );
}

function ServicesSection() {
  return (
    <section
      id="services"
      className={`${m.section} ${styles.later}`}
      aria-labelledby="services-title"
    >
      <div className={m.sectionHead}>
        <p className={m.eyebrow}>Services</p>
        <h2 id="services-title" className={m.h2}>
          Everything your channel needs between recording and upload
        </h2>
      </div>
      <FeatureGrid features={services} />
      <div className={m.band}>
        <div>
          <h3 className={m.bandTitle}>See what a video costs</h3>
          <p className={m.cardText}>
            Two plans, prices per minute of edit and per thumbnail, no surprises.
          </p>
        </div>
        <ButtonLink to={sitePaths.pricing}>
          View pricing
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The home page (docs/product.md §2): hero, the carousel of our six games, the four features, the about-us
 * section (reachable as /#about) with the company stats, and the services.
 */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Crewcast · Grow your game channel with a full production team"
        description="Crewcast gives YouTubers who make game content a full production team of editors and thumbnail artists, free advertising in our games and a share of their profits."
      />
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.copy}>
          <p className={pill.pill}>For YouTubers who make game content</p>
          <h1 id="hero-title" className={styles.title}>
            Grow your game channel with a{' '}
            <span className={styles.accent}>full production team</span>
          </h1>
          <p className={styles.lead}>
            Editors and thumbnail artists who each charge the same per video, free advertising
            inside our games, and a share of the profits when you promote them.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={sitePaths.join()}>
              Join as a Partner
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
            <ButtonLink to={sitePaths.pricing} variant="secondary">
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

      <section className={m.section} aria-labelledby="games-title">
        <div className={m.sectionHead}>
          <p className={m.eyebrow}>Our games</p>
          <h2 id="games-title" className={m.h2}>
            Six games your audience already plays
          </h2>
          <p className={m.lead}>Promote them on your channel and own a share of what they earn.</p>
        </div>
        <GameCarousel />
      </section>

      <section className={`${m.section} ${styles.later}`} aria-labelledby="features-title">
        <div className={m.sectionHead}>
          <p className={m.eyebrow}>Why Crewcast</p>
          <h2 id="features-title" className={m.h2}>
            Four things every partner gets
          </h2>
        </div>
        <FeatureIcons />
      </section>

      <AboutSection />
      <ServicesSection />
    </>
  );
}
