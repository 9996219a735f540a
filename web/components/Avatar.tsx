import styles from './Avatar.module.css';

type AvatarProps = {
  /** The person's name; its first letter is shown. */
  name: string;
  /** 40, 44, 48 or 56 px square. */
  size?: 'small' | 'medium' | 'large' | 'xlarge';
  /** `accent` for the signed-in user and the Partner a card is about; `neutral` for the others. */
  tone?: 'accent' | 'neutral';
  className?: string;
  /** The person's picture; the initial shows without one. */
  src?: string | null | undefined;
};

/** A person's picture, or their initial, in a rounded square. Decorative: the name is always written beside it. */
export function Avatar({ name, size = 'medium', tone = 'neutral', className, src }: AvatarProps) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        className={className ? `${styles.avatar} ${className}` : styles.avatar}
        data-size={size}
      />
    );
  return (
    <span
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      data-size={size}
      data-tone={tone}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
