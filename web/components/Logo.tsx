import styles from './Logo.module.css';

/** The Crewcast mark: a play button inside a crew of three dots, and the word mark. */
export function Logo({ showWord = true }: { showWord?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="1" y="1" width="30" height="30" rx="9" fill="var(--color-accent)" />
        <path d="M13 10.5v11l9-5.5z" fill="var(--color-on-accent)" />
        <circle cx="8" cy="8" r="2" fill="var(--color-on-accent)" opacity="0.55" />
        <circle cx="8" cy="24" r="2" fill="var(--color-on-accent)" opacity="0.55" />
        <circle cx="25" cy="8" r="2" fill="var(--color-on-accent)" opacity="0.55" />
      </svg>
      {showWord && <span className={styles.word}>Crewcast</span>}
    </span>
  );
}
