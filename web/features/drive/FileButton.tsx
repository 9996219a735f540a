import type { ComponentProps } from 'react';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import styles from './FileButton.module.css';

type FileButtonProps = Omit<ComponentProps<typeof Button>, 'size' | 'children'> & {
  icon: IconName;
  /** The action, shown: 'Preview', 'Download'. */
  label: string;
  /** What follows the action for screen readers only, so each row's buttons differ: ' report.mp4'. */
  hiddenText: string;
};

/**
 * A small action on one file of a list (Preview, Download, Remove…): its icon, its word, and
 * the file it acts on for screen readers. The icon's gap follows `--file-button-gap`.
 */
export function FileButton({
  icon,
  label,
  hiddenText,
  variant = 'secondary',
  ...rest
}: FileButtonProps) {
  return (
    <Button size="small" variant={variant} {...rest}>
      <span className={styles.content}>
        <Icon name={icon} size={16} />
        {label}
        <span className="visually-hidden">{hiddenText}</span>
      </span>
    </Button>
  );
}

/** Preview and Download of one file, as every file list offers them. */
export function FileViewButtons({
  name,
  onPreview,
  onDownload,
  downloading,
}: {
  name: string;
  onPreview: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  return (
    <>
      <FileButton icon="play" label="Preview" hiddenText={` ${name}`} onClick={onPreview} />
      <FileButton
        icon="download"
        label="Download"
        hiddenText={` ${name}`}
        onClick={onDownload}
        loading={downloading}
      />
    </>
  );
}
