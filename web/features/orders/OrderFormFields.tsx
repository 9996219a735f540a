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

/** What differs between the edit's card and the thumbnail's. */
const partTexts = {
  Edit: {
    titleId: 'order-edit-title',
    icon: 'video',
    title: 'Video Edit',
    field: 'editDescription',
    label: 'Edit description',
    placeholder: 'Pacing, music, captions, what to cut…',
    uploads: 'video',
    uploadsLabel: 'Videos',
    uploadsHint: 'The footage to edit: at least one video file.',
    staff: { role: 'Editor', label: 'Editor', field: 'assignedEditor' },
  },
  Thumbnail: {
    titleId: 'order-thumbnail-title',
    icon: 'image',
    title: 'Thumbnail',
    field: 'thumbnailDescription',
    label: 'Thumbnail description',
    placeholder: 'Text on the image, faces, colours, the moment to show…',
    uploads: 'image',
    uploadsLabel: 'Images',
    uploadsHint: 'Optional: screenshots or references for the artist.',
    staff: { role: 'Artist', label: 'Thumbnail artist', field: 'assignedArtist' },
  },
} as const;

/** A card of one ordered part: its selects, its description and its uploads. */
function OrderPart({
  type,
  form,
  team,
  members,
  folderName,
  uploaderRef,
  onFiles,
  children,
}: PartProps & { type: OrderType; children?: ReactNode }) {
  const part = partTexts[type];
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: part.field });
  return (
    <section className={`${page.surface} ${styles.part}`} aria-labelledby={part.titleId}>
      <h2 id={part.titleId} className={styles.partHead}>
        <Icon name={part.icon} /> {part.title}
      </h2>
      <div className={styles.row}>
        {children}
        <StaffSelect
          role={part.staff.role}
          label={part.staff.label}
          team={team}
          members={members}
          error={errors[part.staff.field]?.message}
          registration={form.register(part.staff.field, { setValueAs: nullIfEmpty })}
        />
      </div>
      <TextAreaField
        label={part.label}
        rows={4}
        maxLength={orderLimits.descriptionMax}
        hint={`Optional, up to ${orderLimits.descriptionMax} characters.`}
        maxChars={orderLimits.descriptionMax}
        length={description?.length ?? 0}
        placeholder={part.placeholder}
        error={errors[part.field]?.message}
        {...form.register(part.field)}
      />
      <FileUploader
        ref={uploaderRef}
        kind={part.uploads}
        folderName={folderName}
        onChange={onFiles}
        label={part.uploadsLabel}
        hint={part.uploadsHint}
      />
    </section>
  );
}

/** The Video Edit card: duration, editor, description and the footage. */
export function EditPart({ credits, ...part }: PartProps & { credits: UseQueryResult<Credits> }) {
  return (
    <OrderPart type="Edit" {...part}>
      <DurationSelect form={part.form} credits={credits} />
    </OrderPart>
  );
}

/** The Thumbnail card: artist, description and reference images. */
export function ThumbnailPart(part: PartProps) {
  return <OrderPart type="Thumbnail" {...part} />;
}
