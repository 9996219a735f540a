import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  PublishForm,
  videoCategories,
  visibilities,
  type OrderPublishing,
  type Visibility,
} from '../../../common/api/publishing';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { TextAreaField } from '../../components/TextAreaField';
import { publish, publishingKeys } from './api';
import { ConsentButton } from './ConsentButton';
import { zonedToIso } from './zoned-time';
import styles from './Publishing.module.css';

const visibilityLabels: Record<Visibility, string> = {
  private: 'Private',
  unlisted: 'Unlisted',
  public: 'Public',
  scheduled: 'Scheduled (public at a time)',
};

/**
 * Publish to YouTube: what the video goes up with. Without the Partner's upload consent it asks
 * for that first; the consent page brings the browser back to Settings.
 */
export function PublishDialog({
  data,
  timeZone,
  open,
  onClose,
}: {
  data: OrderPublishing;
  timeZone: string | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Publish to YouTube"
      description={`Upload the accepted delivery of "${data.title}" to your channel.`}
    >
      {open && !data.consent.connected && (
        <div className={styles.stack}>
          <p>
            Crewcast needs your permission to upload to your YouTube channel. You can take it back
            at any time in Settings.
          </p>
          <DialogActions onCancel={onClose}>
            <ConsentButton />
          </DialogActions>
        </div>
      )}
      {open && data.consent.connected && (
        <PublishFields data={data} timeZone={timeZone} onClose={onClose} />
      )}
    </Dialog>
  );
}

function PublishFields({
  data,
  timeZone,
  onClose,
}: {
  data: OrderPublishing;
  timeZone: string | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [visibility, setVisibility] = useState<Visibility>('private');
  const [descriptionLength, setDescriptionLength] = useState(0);
  const send = useMutation({
    mutationFn: (body: PublishForm) => publish(data.requestId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: publishingKeys.order(data.requestId) });
      onClose();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = readForm(event.currentTarget, visibility, timeZone);
    const parsed = PublishForm.safeParse(candidate);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (!send.isPending) send.mutate(parsed.data);
  };

  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <FailureAlert error={send.error} attempt={send.submittedAt} />
      <Field
        label="Title"
        name="title"
        defaultValue={data.title}
        maxLength={100}
        error={errors.title}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxChars={5000}
        length={descriptionLength}
        onChange={(e) => setDescriptionLength(e.target.value.length)}
        error={errors.description}
      />
      <Field label="Tags" name="tags" hint="Separated by commas." error={errors.tags} />
      <Select label="Category" name="categoryId" defaultValue="20" error={errors.categoryId}>
        {videoCategories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Checkbox
        label="Made for kids"
        name="madeForKids"
        hint="YouTube asks this of every video (COPPA)."
      />
      <Select
        label="Visibility"
        name="visibility"
        value={visibility}
        onChange={(e) => setVisibility(e.target.value as Visibility)}
        error={errors.visibility}
      >
        {visibilities.map((v) => (
          <option key={v} value={v}>
            {visibilityLabels[v]}
          </option>
        ))}
      </Select>
      {visibility === 'scheduled' && (
        <Field
          label="Goes public at"
          name="publishAt"
          type="datetime-local"
          hint={timeZone ? `In your time zone, ${timeZone}.` : 'In this device’s time zone.'}
          error={errors.publishAt}
        />
      )}
      <Select
        label="Thumbnail"
        name="thumbnailFileId"
        defaultValue={data.thumbnails[0]?.fileId ?? ''}
      >
        <option value="">None (YouTube picks a frame)</option>
        {data.thumbnails.map((t) => (
          <option key={t.fileId} value={t.fileId}>
            {t.name}
          </option>
        ))}
      </Select>
      <DialogActions onCancel={onClose}>
        <Button type="submit" loading={send.isPending}>
          Publish
        </Button>
      </DialogActions>
    </form>
  );
}

/** The form's values as the publish body, before the contract's schema checks them. */
function readForm(form: HTMLFormElement, visibility: Visibility, timeZone: string | null) {
  const f = new FormData(form);
  const read = (name: string) => String(f.get(name) ?? '');
  return {
    title: read('title'),
    description: read('description'),
    tags: read('tags')
      .split(/[\n,]/)
      .map((t) => t.trim())
      .filter(Boolean),
    categoryId: read('categoryId'),
    madeForKids: f.get('madeForKids') === 'on',
    visibility,
    publishAt:
      visibility === 'scheduled' ? (zonedToIso(read('publishAt'), timeZone) ?? null) : null,
    thumbnailFileId: read('thumbnailFileId') || null,
  };
}
