import styles from './Avatar.module.css';

type AvatarProps = {
  /** The person's name; its first letter is shown. */
  name: string;
  /** 40, 44, 48 or 56 px square. */
  size?: 'small' | 'medium' | 'large' | 'xlarge';
  /** `accent` for the signed-in user and the Partner a card is about; `neutral` for the others. */
  tone?: 'accent' | 'neutral';
  className?: string;
};

/** A person's initial in a rounded square. Decorative: the name is always written beside it. */
export function Avatar({ name, size = 'medium', tone = 'neutral', className }: AvatarProps) {
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
