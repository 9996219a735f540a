import { useQuery } from '@tanstack/react-query';
import type { DriveFile } from '../../../common/api/drive';
import { filesQuery, type UploadedFile } from '../drive/public';

const asUploaded = (file: DriveFile): UploadedFile => ({
  key: `draft-${file.id}`,
  name: file.name,
  type: file.mime,
  size: file.size,
  state: 'finished',
  percent: 100,
  // The server takes an upload's id where the form would send its uri.
  uri: file.id,
  uploadId: file.id,
  error: null,
});

/**
 * The finished uploads of the draft folder the order form was opened from (`?draft=` its
 * name, the File Manager's "Place the order"): they go with the order as if uploaded on the
 * form, and the draft's title names the video.
 */
export function useDraftFiles(uid: string | null, draftName: string | null) {
  const files = useQuery({ ...filesQuery(uid), enabled: draftName !== null });
  const inDraft = (files.data?.files ?? []).filter(
    (f) =>
      f.folderName === draftName &&
      f.orderId === null &&
      f.state === 'finished' &&
      f.uploader.uid === uid,
  );
  return {
    loaded: draftName !== null && files.isSuccess,
    title: inDraft.find((f) => f.folderTitle)?.folderTitle ?? null,
    videos: inDraft.filter((f) => f.kind === 'video').map(asUploaded),
    images: inDraft.filter((f) => f.kind === 'image').map(asUploaded),
  };
}
