import { useEffect } from 'react';
import { titleDraft } from './api';

/** How long the video title rests before the folder takes it, so typing sends one request. */
const settleMs = 600;

/**
 * Names the order form's upload folder after the video being ordered, so an abandoned form
 * shows in the File Manager as 'Draft — {title}' (and is removed after a week) rather than as a
 * timestamp. Runs once the folder exists (an upload started) and again when the title settles.
 */
export function useDraftTitle(folderName: string, title: string, hasUploads: boolean): void {
  useEffect(() => {
    if (!hasUploads) return;
    const timer = setTimeout(() => {
      // A failure leaves the folder as it was; the order itself does not depend on it.
      titleDraft(folderName, title.trim()).catch(() => undefined);
    }, settleMs);
    return () => clearTimeout(timer);
  }, [folderName, title, hasUploads]);
}
