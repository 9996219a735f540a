import type { ExportFormat } from '../../../common/api/review';
import { Button } from '../../components/Button';
import { downloadExport } from './api';
import styles from './Review.module.css';

const formats: Array<{ id: ExportFormat; label: string }> = [
  { id: 'edl', label: 'EDL' },
  { id: 'fcpxml', label: 'FCP XML' },
  { id: 'csv', label: 'CSV' },
];

/** One click per format: the notes as a file for the editing software (FCP XML opens in Premiere too). */
export function ExportButtons({ orderId, list }: { orderId: string; list: 'notes' | 'asked' }) {
  return (
    <div className={styles.controlRow} role="group" aria-label="Export the notes">
      {formats.map((f) => (
        <Button
          key={f.id}
          size="small"
          variant="secondary"
          onClick={() => void downloadExport(orderId, f.id, list)}
        >
          Export {f.label}
        </Button>
      ))}
    </div>
  );
}
