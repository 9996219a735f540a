import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import styles from './NavMenu.module.css';
import type { SiteLink } from './site-links';

/**
 * A disclosure menu of links (the WAI-ARIA disclosure navigation pattern, not role="menu"):
 * the button toggles the list; Esc closes it and returns focus to the button; the arrow keys
 * move between links; leaving it with Tab or clicking elsewhere closes it.
 */
export function NavMenu({ label, links }: { label: string; links: readonly SiteLink[] }) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const linksIn = () => Array.from(wrapRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      // The list renders on the next frame; focus its first link then.
      requestAnimationFrame(() => linksIn()[0]?.focus());
      return;
    }
    const items = linksIn();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      event.key === 'ArrowDown'
        ? items[(index + 1) % items.length]
        : items[(index - 1 + items.length) % items.length];
    next?.focus();
  };

  return (
    <div
      ref={wrapRef}
      className={styles.wrap}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink className={styles.link} to={link.to} onClick={() => setOpen(false)}>
              <span className={styles.linkLabel}>{link.label}</span>
              {link.description && <span className={styles.linkText}>{link.description}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
