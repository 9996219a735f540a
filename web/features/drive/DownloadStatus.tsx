import { ProgressBar } from '../../components/ProgressBar';

/** The classes of the list the status stands in. */
type DownloadStatusClasses = { box?: string; bar?: string; text?: string; message?: string };

/**
 * How a file's download goes, under its name in a list: a progress bar while it runs, then how
 * it ended (`useFileDownload`'s `progress` and `message`).
 */
export function DownloadStatus({
  name,
  progress,
  message,
  classes,
}: {
  name: string;
  progress: number | null;
  message: string | null;
  classes: DownloadStatusClasses;
}) {
  return (
    <>
      {progress !== null && (
        <div className={classes.box}>
          <ProgressBar
            {...(classes.bar ? { className: classes.bar } : {})}
            label={`Download of ${name}`}
            value={progress}
            hideLabel
            showValue={false}
          />
          <span className={classes.text}>Downloading {progress}%</span>
        </div>
      )}
      {message && (
        <span className={classes.message} role="status">
          {message}
        </span>
      )}
    </>
  );
}
