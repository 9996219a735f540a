import { Icon, type IconName } from '../../components/Icon';
import styles from './CarouselButton.module.css';

type CarouselButtonProps = {
  label: string;
  icon: IconName;
  iconSize: number;
  onClick: () => void;
  /** Classes beside the round button's own. */
  className?: string;
  /** The id of the slides it moves. */
  controls?: string;
  /** The item shown now (a dot). */
  current?: boolean;
};

/** A round control of a carousel: play or pause, previous, next, or an item's dot. */
export function CarouselButton({
  label,
  icon,
  iconSize,
  onClick,
  className,
  controls,
  current,
}: CarouselButtonProps) {
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      onClick={onClick}
      aria-label={label}
      aria-controls={controls}
      aria-current={current ? 'true' : undefined}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}

/** The play/pause control of a carousel, named for what it turns (`the slideshow`). */
export function PlayPauseButton({
  rotating,
  onToggle,
  what,
  iconSize,
  className,
}: {
  rotating: boolean;
  onToggle: () => void;
  what: string;
  iconSize: number;
  className?: string;
}) {
  return (
    <CarouselButton
      label={rotating ? `Pause ${what}` : `Play ${what}`}
      icon={rotating ? 'pause' : 'play'}
      iconSize={iconSize}
      onClick={onToggle}
      {...(className ? { className } : {})}
    />
  );
}
