import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Alert.module.css';
import { Icon } from './Icon';

/** Meaning and colour of an inline message. */
export type AlertTone = 'error' | 'success' | 'info' | 'warning';

type AlertProps = {
  tone?: AlertTone;
  children: ReactNode;
  /** A call to action after the message, as in the catalogue's 'message | link' entries. */
  link?: { text: string; href: string } | undefined;
  className?: string;
  /**
   * Move focus to the message when it appears, so it is seen (and read) even when the form's
   * submit button was far below it. Remount with a new key to focus again for a new message.
   */
  focusOnMount?: boolean;
};

/**
 * An inline message. Errors are alerts (announced at once); the other tones are status messages.
 * Links inside the app use the router; any other address is a plain anchor.
 */
export function Alert({ tone = 'info', children, link, className, focusOnMount }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const internal = link?.href.startsWith('/') && !link.href.startsWith('//');
  return (
    <div
      ref={ref}
      tabIndex={focusOnMount ? -1 : undefined}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon
        name={
          tone === 'error' || tone === 'warning' ? 'alert' : tone === 'success' ? 'check' : 'info'
        }
        size={18}
      />
      <div className={styles.body}>
        <p>{children}</p>
        {link &&
          (internal ? (
            <Link className={styles.link} to={link.href}>
              {link.text}
            </Link>
          ) : (
            <a className={styles.link} href={link.href}>
              {link.text}
            </a>
          ))}
      </div>
    </div>
  );
}
