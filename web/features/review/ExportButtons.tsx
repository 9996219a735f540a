import { useId, useState } from 'react';
import type { ExportFormat } from '../../../common/api/review';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api-client';
import { downloadExport, downloadNotesPdf } from './api';
import styles from './Review.module.css';

const formats: Array<{ id: ExportFormat; label: string }> = [
  { id: 'edl', label: 'EDL' },
  { id: 'fcpxml', label: 'FCP XML' },
  { id: 'csv', label: 'CSV' },
];

/** Where the editor's sequence starts: the video's own 0, or the hour editors usually start at. */
const starts = ['00:00:00:00', '01:00:00:00', '10:00:00:00'];

/**
 * One click per format: the notes as a file for the editing software (FCP XML opens in Premiere
 * too), with the timecodes starting where the editor's sequence does, or as a PDF to print with
 * a picture of each note's frame.
 */
export function ExportButtons({ orderId, list }: { orderId: string; list: 'notes' | 'asked' }) {
  const startId = useId();
  const [start, setStart] = useState(starts[0] as string);
  const [error, setError] = useState('');
  const [printing, setPrinting] = useState(false);
  const chosenStart = start === starts[0] ? undefined : start;
  const failed = (e: unknown) => setError(e instanceof ApiError ? e.message : 'The export failed.');
  const save = (format: ExportFormat) => {
    setError('');
    downloadExport(orderId, format, list, chosenStart).catch(failed);
  };
  // Cutting a picture of each frame takes a moment: the button says so until the file comes.
  const print = () => {
    setError('');
    setPrinting(true);
    downloadNotesPdf(orderId, list, chosenStart)
      .catch(failed)
      .finally(() => setPrinting(false));
  };
  return (
    <div className={styles.controlRow} role="group" aria-label="Export the notes">
      <label htmlFor={startId}>Start timecode</label>
      <select
        id={startId}
        className={styles.startSelect}
        value={start}
        onChange={(e) => setStart(e.target.value)}
      >
        {starts.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {formats.map((f) => (
        <Button key={f.id} size="small" variant="secondary" onClick={() => save(f.id)}>
          Export {f.label}
        </Button>
      ))}
      <Button
        size="small"
        variant="secondary"
        onClick={() => !printing && print()}
        loading={printing}
      >
        {printing ? 'Making the PDF…' : 'Export PDF'}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
