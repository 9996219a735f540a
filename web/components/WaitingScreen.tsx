import { Spinner } from './Spinner';
import styles from './WaitingScreen.module.css';

/** The waiting texts of docs/product.md §2, §4 and §8, so every screen says them the same way. */
export const waitingTexts = {
  loading: 'Loading..',
  loggingIn: 'Logging in',
  signingUp: 'Signing up',
  loggingOut: 'Logging out',
  placingOrder: 'Placing order',
  deliveringOrder: 'Fulfilling order',
  confirmingOrder: 'Confirming order',
  updatingSettings: 'Updating settings',
} as const;

/** The dots are part of the animation, so a label given as 'Loading..' is shown as 'Loading'. */
function baseText(label: string): string {
  return label.replace(/[.…]+$/, '');
}

/** Text followed by three dots that light up in turn (static with reduced motion). */
export function AnimatedDots({ label }: { label: string }) {
  return (
    <>
      {baseText(label)}
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot}>.</span>
        <span className={styles.dot}>.</span>
        <span className={styles.dot}>.</span>
      </span>
    </>
  );
}

type WaitingScreenProps = {
  /** What is happening, from the spec: 'Loading..', 'Logging in', 'Signing up', 'Logging out'. */
  label: string;
  /** Fill the page's main area instead of the parent box. */
  fullScreen?: boolean;
  /** One small line, for a section of a page rather than the page itself. */
  compact?: boolean;
};

/** A spinner with a status line, announced politely to screen readers. */
export function WaitingScreen({ label, fullScreen = false, compact = false }: WaitingScreenProps) {
  return (
    <div
      className={[styles.screen, fullScreen && styles.full, compact && styles.compact]
        .filter(Boolean)
        .join(' ')}
      role="status"
      aria-live="polite"
    >
      <Spinner size={compact ? 18 : 40} />
      <p className={styles.text}>
        <AnimatedDots label={label} />
      </p>
    </div>
  );
}
