import { driveLimits } from '../../../common/limits';
import { formatBytes } from '../../../common/api/drive';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ProgressBar } from '../../components/ProgressBar';
import { formatSpeed, truncateName } from './format';
import type { UploadItem } from './upload-item';
import styles from './FileUploader.module.css';

type Action = 'pause' | 'resume' | 'cancel' | 'remove' | 'retry';

/** docs/product.md §4: Pause and Cancel below 80%, Resume while paused, only Remove at 100%. */
export function actionsFor(item: UploadItem): Action[] {
  const early = item.percent < driveLimits.controlsHiddenAtPercent;
  switch (item.state) {
    case 'queued':
    case 'starting':
      return ['cancel'];
    case 'uploading':
      return early ? ['pause', 'cancel'] : [];
    case 'paused':
      return early ? ['resume', 'cancel'] : ['resume'];
    case 'failed':
      // The message says "retry it or remove it": both are offered, Remove deleting what arrived.
      return item.retryable ? ['retry', 'remove'] : ['remove'];
    case 'finished':
      return ['remove'];
    default:
      return [];
  }
}

const labels: Record<Action, string> = {
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  remove: 'Remove',
  retry: 'Retry',
};

function statusText(item: UploadItem): string {
  switch (item.state) {
    case 'queued':
      return 'Waiting';
    case 'starting':
      return 'Starting';
    case 'paused':
      return 'Paused';
    case 'failed':
      return 'Stopped';
    case 'finished':
      return 'Uploaded';
    default:
      return item.speed !== null && item.speed > 0 ? formatSpeed(item.speed) : 'Uploading';
  }
}

/** One file of the uploader: its name, a progress bar with percent and speed, and its controls. */
export function UploadRow({
  item,
  onAction,
}: {
  item: UploadItem;
  onAction: (action: Action) => void;
}) {
  const shown = truncateName(item.name);
  const cut = shown !== item.name;
  const percent = item.state === 'finished' ? 100 : item.percent;
  return (
    <li className={styles.row} data-state={item.state}>
      <div className={styles.rowTop}>
        <Icon
          name={item.kind === 'video' ? 'video' : 'image'}
          size={18}
          className={styles.rowIcon}
        />
        {cut ? (
          // Focusable so keyboard users can reveal the full name as sighted mouse users do.
          <span className={styles.name} tabIndex={0} data-tooltip={item.name} title={item.name}>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{item.name}</span>
          </span>
        ) : (
          <span className={styles.name}>{item.name}</span>
        )}
        <span className={styles.size}>{formatBytes(item.size)}</span>
      </div>
      <div className={styles.progressLine}>
        <ProgressBar
          className={styles.bar}
          label={`Upload of ${item.name}`}
          value={percent}
          hideLabel
          showValue={false}
          valueText={`${percent}%, ${statusText(item)}`}
        />
        <span className={styles.percent}>{percent}%</span>
        <span className={styles.status} aria-live="polite">
          {statusText(item)}
        </span>
      </div>
      {item.error && (
        <p className={styles.rowError} role="alert">
          <Icon name="alert" size={16} />
          {item.error}
        </p>
      )}
      <div className={styles.actions}>
        {actionsFor(item).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'resume' || action === 'retry' ? 'primary' : 'secondary'}
            onClick={() => onAction(action)}
          >
            {labels[action]}
            <span className="visually-hidden"> {item.name}</span>
          </Button>
        ))}
      </div>
    </li>
  );
}
