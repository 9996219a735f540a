// What other features may use of the drive; everything else in this folder is private to it.
export { DownloadStatus } from './DownloadStatus';
export { FileButton, FileViewButtons } from './FileButton';
export { FilePreviewDialog, type PreviewFile } from './FilePreviewDialog';
export { filesQuery, mediaLinkQuery } from './api';
export { mediaFactsKey, mediaFactsQuery } from './media-facts';
export { Poster } from './Poster';
export { usePlaybackSource, type PlaybackSource } from './use-playback-source';
export {
  allUploadsFinished,
  FileUploader,
  type FileUploaderHandle,
  type UploadedFile,
} from './FileUploader';
export { typeLabel } from './format';
export { useDraftTitle } from './use-draft-title';
export { useFileDownload } from './use-file-download';
