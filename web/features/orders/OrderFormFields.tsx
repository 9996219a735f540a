import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { EditCreditRow } from '../../../common/api/payments';
import type { OrderType } from '../../../common/api/orders';
import type { TeamMember } from '../../../common/api/teams';
import { orderLimits } from '../../../common/limits';
import { dashboardPaths } from '../../../common/paths';
import { Checkbox } from '../../components/Checkbox';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { Select } from '../../components/Select';
import { TextAreaField } from '../../components/TextAreaField';
import { waitingTexts } from '../../components/WaitingScreen';
import { FileUploader, type FileUploaderHandle, type UploadedFile } from '../drive/public';
import { creditOptions, creditValue } from './form-data';
import { StaffSelect, type TeamState } from './StaffSelect';
import type { OrderFormControl } from './use-order-form';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

/** The Partner's credits as the order form reads them. */
export type Credits = { edits: EditCreditRow[]; thumbnails: number };

/** One upload list of the form: its uploader's handle and where its files are told. */
export type UploadSlot = {
  uploaderRef: Ref<FileUploaderHandle>;
  onFiles: (files: UploadedFile[]) => void;
};

const nullIfEmpty = (value: unknown) => (value === '' ? null : value);

/**
 * The hint under a tick: the credits left, or that none are (for thumbnails with the way to the
 * Shop; the edit's way is under its duration select, which says the same).
 */
function creditHint(left: number, kind: OrderType): ReactNode {
  const noun = kind === 'Edit' ? 'edit credit' : 'thumbnail';
  if (left > 0) return `${left} unused ${noun}${left === 1 ? '' : 's'}.`;
  if (kind === 'Edit') return 'No edit credits left.';
  return (
    <>
      No thumbnail credits left. <Link to={dashboardPaths.shop}>Buy thumbnails in the Shop</Link>
    </>
  );
}

/** The first card: the video name and the ticks of what is ordered. */
export function OrderBasics({
  form,
  credits,
  toggle,
  refusal,
}: {
  form: OrderFormControl;
  credits: Credits | undefined;
  toggle: (kind: OrderType, checked: boolean) => void;
  refusal: (kind: OrderType) => string | undefined;
}) {
  const { errors } = form.formState;
  const [editsEnabled, thumbnailsEnabled] = useWatch({
    control: form.control,
    name: ['editsEnabled', 'thumbnailsEnabled'],
  });
  return (
    <div className={`${page.surface} ${styles.part}`}>
      <Field
        label="Video name"
        hint="The title of the video this order is for."
        maxLength={orderLimits.videoNameMax}
        autoComplete="off"
        aria-required="true"
        error={errors.videoName?.message}
        {...form.register('videoName')}
      />
      <fieldset className={styles.tickSet}>
        <legend className={`${page.sectionTitle} ${styles.legend}`}>What do you need?</legend>
        <div className={styles.ticks}>
          <Checkbox
            label="Video Edit"
            checked={editsEnabled}
            onChange={(event) => toggle('Edit', event.target.checked)}
            hint={credits && creditHint(credits.edits.length, 'Edit')}
            error={refusal('Edit') ?? errors.editsEnabled?.message}
          />
          <Checkbox
            label="Thumbnail"
            checked={thumbnailsEnabled}
            onChange={(event) => toggle('Thumbnail', event.target.checked)}
            hint={credits && creditHint(credits.thumbnails, 'Thumbnail')}
            error={refusal('Thumbnail')}
          />
        </div>
      </fieldset>
    </div>
  );
}

/** The duration select: one option per kind of unused edit credit. */
function DurationSelect({
  form,
  credits,
}: {
  form: OrderFormControl;
  credits: UseQueryResult<Credits>;
}) {
  const [duration, product] = useWatch({ control: form.control, name: ['duration', 'product'] });
  const { errors, isSubmitted } = form.formState;
  if (credits.isError)
    return <QueryError error={credits.error} onRetry={() => void credits.refetch()} size="small" />;
  const options = creditOptions(credits.data?.edits ?? []);
  return (
    <Select
      label="Duration"
      value={duration && product ? creditValue(product, duration) : ''}
      onChange={(event) => {
        const option = options.find((o) => o.value === event.target.value);
        form.setValue('duration', option?.duration ?? null, { shouldValidate: isSubmitted });
        form.setValue('product', option?.product);
      }}
      disabled={credits.isPending || options.length === 0}
      aria-required="true"
      error={errors.duration?.message}
      hint={
        credits.data && options.length === 0 ? (
          <>
            You have no unused edit credits.{' '}
            <Link to={dashboardPaths.shop}>Buy edits in the Shop</Link>
          </>
        ) : (
          'Each edit spends one credit of this length.'
        )
      }
    >
      {credits.isPending ? (
        <option value="">{waitingTexts.loading}</option>
      ) : options.length === 0 ? (
        <option value="">No unused edit credits</option>
      ) : (
        <>
          <option value="">Choose a duration</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </>
      )}
    </Select>
  );
}

type PartProps = UploadSlot & {
  form: OrderFormControl;
  team: TeamState;
  members: readonly TeamMember[];
  folderName: string;
};

/** The Video Edit card: duration, editor, description and the footage. */
export function EditPart({
  form,
  credits,
  team,
  members,
  folderName,
  uploaderRef,
  onFiles,
}: PartProps & { credits: UseQueryResult<Credits> }) {
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'editDescription' });
  return (
    <section className={`${page.surface} ${styles.part}`} aria-labelledby="order-edit-title">
      <h2 id="order-edit-title" className={styles.partHead}>
        <Icon name="video" /> Video Edit
      </h2>
      <div className={styles.row}>
        <DurationSelect form={form} credits={credits} />
        <StaffSelect
          role="Editor"
          label="Editor"
          team={team}
          members={members}
          error={errors.assignedEditor?.message}
          registration={form.register('assignedEditor', { setValueAs: nullIfEmpty })}
        />
      </div>
      <TextAreaField
        label="Edit description"
        rows={4}
        maxLength={orderLimits.descriptionMax}
        hint={`Optional, up to ${orderLimits.descriptionMax} characters.`}
        maxChars={orderLimits.descriptionMax}
        length={description?.length ?? 0}
        placeholder="Pacing, music, captions, what to cut…"
        error={errors.editDescription?.message}
        {...form.register('editDescription')}
      />
      <FileUploader
        ref={uploaderRef}
        kind="video"
        folderName={folderName}
        onChange={onFiles}
        label="Videos"
        hint="The footage to edit: at least one video file."
      />
    </section>
  );
}

/** The Thumbnail card: artist, description and reference images. */
export function ThumbnailPart({
  form,
  team,
  members,
  folderName,
  uploaderRef,
  onFiles,
}: PartProps) {
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'thumbnailDescription' });
  return (
    <section className={`${page.surface} ${styles.part}`} aria-labelledby="order-thumbnail-title">
      <h2 id="order-thumbnail-title" className={styles.partHead}>
        <Icon name="image" /> Thumbnail
      </h2>
      <div className={styles.row}>
        <StaffSelect
          role="Artist"
          label="Thumbnail artist"
          team={team}
          members={members}
          error={errors.assignedArtist?.message}
          registration={form.register('assignedArtist', { setValueAs: nullIfEmpty })}
        />
      </div>
      <TextAreaField
        label="Thumbnail description"
        rows={4}
        maxLength={orderLimits.descriptionMax}
        hint={`Optional, up to ${orderLimits.descriptionMax} characters.`}
        maxChars={orderLimits.descriptionMax}
        length={description?.length ?? 0}
        placeholder="Text on the image, faces, colours, the moment to show…"
        error={errors.thumbnailDescription?.message}
        {...form.register('thumbnailDescription')}
      />
      <FileUploader
        ref={uploaderRef}
        kind="image"
        folderName={folderName}
        onChange={onFiles}
        label="Images"
        hint="Optional: screenshots or references for the artist."
      />
    </section>
  );
}
