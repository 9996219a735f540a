import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { timestampFolderName } from '../../../common/api/drive';
import {
  OrderForm as OrderFormSchema,
  ProductionFormRequest,
  untickMessage,
  type OrderFormInput,
  type OrderForm as OrderFormValues,
  type OrderType,
} from '../../../common/api/orders';
import { assignableStaff, type TeamMember, type TeamRole } from '../../../common/api/teams';
import { errorCatalogue, requiredMessage } from '../../../common/errors';
import { orderLimits } from '../../../common/limits';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Checkbox } from '../../components/Checkbox';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { Select } from '../../components/Select';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { ApiError, describeFailure } from '../../lib/api-client';
import {
  allUploadsFinished,
  FileUploader,
  type FileUploaderHandle,
  type UploadedFile,
} from '../drive/public';
import { teamQuery } from '../teams/public';
import { creditKeys, editCreditsQuery, orderKeys, placeOrder } from './api';
import { TextAreaField } from '../../components/TextAreaField';
import { creditOptions, creditValue, staffLabel } from './form-data';
import page from '../../styles/page.module.css';
import styles from './send.module.css';
import { SendFooter, type SendFailure } from './SendFooter';

/** docs/product.md §8: after these refusals the uploads are cleared, since the order cannot go ahead as is. */
const clearingCodes = new Set(['unpaid_edits', 'unpaid_thumbnails', 'staff_unavailable']);

const formFields = [
  'videoName',
  'duration',
  'product',
  'editDescription',
  'thumbnailDescription',
  'editsEnabled',
  'thumbnailsEnabled',
  'assignedEditor',
  'assignedArtist',
] as const satisfies readonly (keyof OrderFormInput)[];

const defaults: OrderFormInput = {
  videoName: '',
  duration: null,
  editDescription: '',
  thumbnailDescription: '',
  editsEnabled: false,
  thumbnailsEnabled: false,
  assignedEditor: null,
  assignedArtist: null,
};

const supportLink = dashboardPaths.chat({ user: 'admin' });
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

/** Why Submit is disabled right now, or null when it is not (docs/product.md §5). */
function blockedReason(
  editsEnabled: boolean,
  thumbnailsEnabled: boolean,
  videos: readonly UploadedFile[],
  images: readonly UploadedFile[],
): string | null {
  if (!editsEnabled && !thumbnailsEnabled)
    return 'Tick Video Edit, Thumbnail or both to place an order.';
  if (editsEnabled && videos.length === 0) return 'Add at least one video for the edit.';
  const files = [...(editsEnabled ? videos : []), ...(thumbnailsEnabled ? images : [])];
  if (files.some((f) => f.state === 'failed'))
    return 'An upload failed: retry it or remove it to continue.';
  if (files.length > 0 && !allUploadsFinished(files)) return 'Waiting for every upload to finish.';
  return null;
}

/**
 * The Partner's order form at /dashboard/production/send (docs/product.md §2, §3, §5, §8): a video name,
 * an edit and/or a thumbnail with their credit, staff, description and uploads. Every upload
 * goes into one folder named from the time the form opened.
 */
export function OrderForm() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [folderName] = useState(() => timestampFolderName());
  const [videos, setVideos] = useState<UploadedFile[]>([]);
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [refused, setRefused] = useState<OrderType | null>(null);
  const [localFailure, setLocalFailure] = useState<SendFailure | null>(null);
  const [phase, setPhase] = useState<'placing' | 'confirming'>('placing');
  const videoUploads = useRef<FileUploaderHandle>(null);
  const imageUploads = useRef<FileUploaderHandle>(null);

  const credits = useQuery(editCreditsQuery(session.uid));
  const team = useQuery(teamQuery(session.uid, session.uid ?? undefined));

  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: zodResolver(OrderFormSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitted } = form.formState;
  const [editsEnabled, thumbnailsEnabled, duration, product, editDescription, thumbDescription] =
    useWatch({
      control: form.control,
      name: [
        'editsEnabled',
        'thumbnailsEnabled',
        'duration',
        'product',
        'editDescription',
        'thumbnailDescription',
      ],
    });

  const place = useMutation({
    mutationFn: async (body: ProductionFormRequest) => {
      setPhase('placing');
      const answer = await placeOrder(body);
      // The order spent credits and opened orders: refresh what the next pages show first.
      setPhase('confirming');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]);
      return answer;
    },
    onSuccess: () => void navigate(dashboardPaths.sendReview),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (clearingCodes.has(error.code)) {
        videoUploads.current?.clear();
        imageUploads.current?.clear();
      }
      // Field messages come back as `form.videoName`; put them under their fields.
      for (const [key, message] of Object.entries(error.fieldErrors ?? {})) {
        const field = key.replace(/^form\./, '');
        if ((formFields as readonly string[]).includes(field))
          form.setError(field as Path<OrderFormInput>, { type: 'server', message });
      }
    },
  });

  const count = (kind: OrderType) => (kind === 'Edit' ? videos.length : images.length);
  const toggle = (kind: OrderType, checked: boolean) => {
    // docs/product.md §5: a tick stays while files of its kind exist; the files would go with it.
    if (!checked && count(kind) > 0) {
      setRefused(kind);
      return;
    }
    setRefused(null);
    form.setValue(kind === 'Edit' ? 'editsEnabled' : 'thumbnailsEnabled', checked, {
      shouldValidate: isSubmitted,
    });
  };
  const refusal = (kind: OrderType) =>
    refused === kind && count(kind) > 0 ? untickMessage(kind) : undefined;

  const reason = blockedReason(editsEnabled, thumbnailsEnabled, videos, images);

  const onValid = (values: OrderFormValues) => {
    setLocalFailure(null);
    const files = [
      ...(values.editsEnabled ? videos : []),
      ...(values.thumbnailsEnabled ? images : []),
    ];
    const body = {
      folderName,
      // What belongs to an untick part is not sent: the server would only have to ignore it.
      form: {
        ...values,
        ...(values.editsEnabled
          ? {}
          : { duration: null, product: undefined, assignedEditor: null, editDescription: '' }),
        ...(values.thumbnailsEnabled ? {} : { assignedArtist: null, thumbnailDescription: '' }),
      },
      file: files.map((f) => ({ name: f.name, type: f.type, uri: f.uri ?? '' })),
    };
    const checked = ProductionFormRequest.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? requiredMessage;
      setLocalFailure({
        message: message === requiredMessage ? errorCatalogue.form_incomplete.message : message,
      });
      return;
    }
    place.reset();
    place.mutate(checked.data);
  };
  const onInvalid = (_errors: FieldErrors<OrderFormInput>) => {
    place.reset();
    setLocalFailure({ message: errorCatalogue.form_incomplete.message });
  };

  const failure: SendFailure | null = place.isError ? describeFailure(place.error) : localFailure;
  const creditRows = credits.data?.edits ?? [];
  const options = creditOptions(creditRows);
  const members = team.data?.members ?? [];

  return (
    <>
      {place.isPending && (
        <WaitingScreen
          label={phase === 'confirming' ? waitingTexts.confirmingOrder : waitingTexts.placingOrder}
        />
      )}
      {/* Hidden, not unmounted, while sending: the uploads must survive a refusal. */}
      <form
        className={styles.form}
        noValidate
        hidden={place.isPending}
        aria-label="Order"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
      >
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
                hint={credits.data && creditHint(creditRows.length, 'Edit')}
                error={refusal('Edit') ?? errors.editsEnabled?.message}
              />
              <Checkbox
                label="Thumbnail"
                checked={thumbnailsEnabled}
                onChange={(event) => toggle('Thumbnail', event.target.checked)}
                hint={credits.data && creditHint(credits.data.thumbnails, 'Thumbnail')}
                error={refusal('Thumbnail')}
              />
            </div>
          </fieldset>
        </div>

        {editsEnabled && (
          <section className={`${page.surface} ${styles.part}`} aria-labelledby="order-edit-title">
            <h2 id="order-edit-title" className={styles.partHead}>
              <Icon name="video" /> Video Edit
            </h2>
            <div className={styles.row}>
              {credits.isError ? (
                <QueryError
                  error={credits.error}
                  onRetry={() => void credits.refetch()}
                  size="small"
                />
              ) : (
                <Select
                  label="Duration"
                  value={duration && product ? creditValue(product, duration) : ''}
                  onChange={(event) => {
                    const option = options.find((o) => o.value === event.target.value);
                    form.setValue('duration', option?.duration ?? null, {
                      shouldValidate: isSubmitted,
                    });
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
              )}
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
              length={editDescription?.length ?? 0}
              placeholder="Pacing, music, captions, what to cut…"
              error={errors.editDescription?.message}
              {...form.register('editDescription')}
            />
            <FileUploader
              ref={videoUploads}
              kind="video"
              folderName={folderName}
              onChange={setVideos}
              label="Videos"
              hint="The footage to edit: at least one video file."
            />
          </section>
        )}

        {thumbnailsEnabled && (
          <section
            className={`${page.surface} ${styles.part}`}
            aria-labelledby="order-thumbnail-title"
          >
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
              length={thumbDescription?.length ?? 0}
              placeholder="Text on the image, faces, colours, the moment to show…"
              error={errors.thumbnailDescription?.message}
              {...form.register('thumbnailDescription')}
            />
            <FileUploader
              ref={imageUploads}
              kind="image"
              folderName={folderName}
              onChange={setImages}
              label="Images"
              hint="Optional: screenshots or references for the artist."
            />
          </section>
        )}

        <SendFooter failure={failure} reason={reason}>
          Place order
        </SendFooter>
      </form>
    </>
  );
}

type StaffSelectProps = {
  role: TeamRole;
  label: string;
  team: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  members: readonly TeamMember[];
  error: string | undefined;
  registration: UseFormRegisterReturn<'assignedEditor' | 'assignedArtist'>;
};

/** An editor or artist select: only team members of that role whose status is Available. */
function StaffSelect({ role, label, team, members, error, registration }: StaffSelectProps) {
  if (team.isError)
    return <QueryError error={team.error} onRetry={() => void team.refetch()} size="small" />;
  const staff = assignableStaff(members, role);
  const noun = role === 'Editor' ? 'editor' : 'thumbnail artist';
  let hint: ReactNode = 'Only team members who are Available are listed.';
  if (!team.isPending && staff.length === 0)
    hint = (
      <>
        No {noun} on your team is available right now.{' '}
        <Link to={supportLink}>Chat with the Support Team</Link>
      </>
    );
  return (
    <Select
      label={label}
      disabled={team.isPending || staff.length === 0}
      aria-required="true"
      error={error}
      hint={hint}
      {...registration}
    >
      {team.isPending ? (
        <option value="">{waitingTexts.loading}</option>
      ) : staff.length === 0 ? (
        <option value="">No {noun} available</option>
      ) : (
        <>
          <option value="">Choose your {noun}</option>
          {staff.map((member) => (
            <option key={member.uid} value={member.uid}>
              {staffLabel(member, role)}
            </option>
          ))}
        </>
      )}
    </Select>
  );
}
