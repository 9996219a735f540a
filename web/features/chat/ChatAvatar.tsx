import type { ContactType } from '../../../common/api/teams';
import { Glyph } from '../../components/Icon';
import styles from './Chat.module.css';

// docs/product.md §4: Partners and Affiliates show the client icon, Production (and anyone unknown) the
// production icon, and Admin, Group and System their own. Drawn on a 24 px grid like web/components/Icon.
const pictures = {
  client: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  production: (
    <>
      <rect x="3" y="8" width="18" height="12" rx="2" />
      <path d="m3 8 3-4h4l-3 4M10 8l3-4h4l-3 4M17 8l3-4" />
    </>
  ),
  admin: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  group: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c3 0 6 2 6 5.5" />
    </>
  ),
  system: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 21h4" />
    </>
  ),
} as const;

/** Which picture an account type shows (docs/product.md §4 Avatar image). */
export function avatarOf(type: ContactType | string): keyof typeof pictures {
  switch (type) {
    case 'Partner':
    case 'Affiliate':
      return 'client';
    case 'Admin':
      return 'admin';
    case 'Group':
      return 'group';
    case 'System':
      return 'system';
    default:
      return 'production';
  }
}

/**
 * A contact's picture when they uploaded one, else the avatar of their account type.
 * Decorative: the name is always written beside it.
 */
export function ChatAvatar({
  type,
  small = false,
  src,
}: {
  type: ContactType | string;
  small?: boolean;
  src?: string | null | undefined;
}) {
  const picture = avatarOf(type);
  if (src)
    return (
      <img
        src={src}
        alt=""
        className={`${styles.avatar} ${styles.avatarPhoto}`}
        data-small={small || undefined}
      />
    );
  return (
    <span
      className={styles.avatar}
      data-picture={picture}
      data-small={small || undefined}
      aria-hidden="true"
    >
      <Glyph size={small ? 18 : 22}>{pictures[picture]}</Glyph>
    </span>
  );
}
