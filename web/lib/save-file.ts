/** Asks the browser to save a URL (a blob or a signed link) under a name, through `<a download>`. */
export function saveUrl(url: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** How long a saved blob's URL outlives the click: long enough for the browser to start the save. */
const blobUrlLifetimeMs = 60_000;

/**
 * Saves data held in the page under a name. The blob's URL is released a minute later, not at
 * once: revoking it right after the click can cancel a save the browser has not started yet.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, name);
  setTimeout(() => URL.revokeObjectURL(url), blobUrlLifetimeMs);
}
