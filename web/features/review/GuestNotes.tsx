import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestView } from '../../../common/api/review-versions';
import { isKnownFrameRate } from '../../../common/review/timecode';
import { FailureAlert } from '../../components/FailureAlert';
import { guestAddNote, guestNotes, reviewVersionsKey } from '../review-versions/public';
import { GuestStudio } from './GuestStudio';
import type { NoteContent } from './NoteComposer';

/**
 * A guest's review of the one file of their link: the studio's player on their copy, the notes
 * on that file, and a note (at a frame or over a range, with a drawing) under the name they
 * opened the link with.
 */
export function GuestNotes({
  token,
  view,
  videoUrl,
}: {
  token: string;
  view: GuestView;
  videoUrl: string;
}) {
  const proof = { token, guestToken: view.guestToken };
  const key = [...reviewVersionsKey, 'guest-notes', token];
  const client = useQueryClient();
  const notes = useQuery({ queryKey: key, queryFn: () => guestNotes(proof), retry: false });
  const fraction = view.media?.frameRateFraction;
  const save = async (content: NoteContent) => {
    await guestAddNote({ ...proof, note: { fileId: view.fileId, ...content } });
    await client.invalidateQueries({ queryKey: key });
  };
  return (
    <>
      <GuestStudio
        videoUrl={videoUrl}
        fileId={view.fileId}
        fileName={view.fileName}
        rate={fraction && isKnownFrameRate(fraction) ? fraction : null}
        notes={notes.data?.notes ?? []}
        save={save}
      />
      {notes.isError && <FailureAlert error={notes.error} />}
    </>
  );
}
