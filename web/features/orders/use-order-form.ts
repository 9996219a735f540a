import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { timestampFolderName } from '../../../common/api/drive';
import {
  OrderForm as OrderFormSchema,
  ProductionFormRequest,
  untickMessage,
  type OrderFormInput,
  type OrderForm as OrderFormValues,
  type OrderType,
} from '../../../common/api/orders';
import { errorCatalogue } from '../../../common/errors';
import { dashboardPaths } from '../../../common/paths';
import type { Failure } from '../../components/FailureAlert';
import { useSession } from '../../app/session';
import { ApiError, describeFailure } from '../../lib/api-client';
import { useDraftTitle, type FileUploaderHandle, type UploadedFile } from '../drive/public';
import { paymentKeys } from '../payments/public';
import { orderKeys, placeOrder } from './api';
import { localRefusal, uploadsBlockedReason } from './form-data';
import { useDraftFiles } from './use-draft-files';

/** The order form as react-hook-form holds it. */
export type OrderFormControl = UseFormReturn<OrderFormInput, unknown, OrderFormValues>;

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
  return uploadsBlockedReason([
    ...(editsEnabled ? videos : []),
    ...(thumbnailsEnabled ? images : []),
  ]);
}

/** The body of an order: what belongs to an unticked part is not sent, the server would only ignore it. */
function orderBody(
  values: OrderFormValues,
  folderName: string,
  videos: readonly UploadedFile[],
  images: readonly UploadedFile[],
) {
  const files = [
    ...(values.editsEnabled ? videos : []),
    ...(values.thumbnailsEnabled ? images : []),
  ];
  return {
    folderName,
    form: {
      ...values,
      ...(values.editsEnabled
        ? {}
        : { duration: null, product: undefined, assignedEditor: null, editDescription: '' }),
      ...(values.thumbnailsEnabled ? {} : { assignedArtist: null, thumbnailDescription: '' }),
    },
    file: files.map((f) => ({ name: f.name, type: f.type, uri: f.uri ?? '' })),
  };
}

/**
 * Sends the order, then refreshes what the next pages show first (it spent credits and opened
 * orders). A refusal puts field messages under their fields and, for some, clears the uploads.
 */
function usePlaceOrder(form: OrderFormControl, clearUploads: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<'placing' | 'confirming'>('placing');
  const place = useMutation({
    mutationFn: async (body: ProductionFormRequest) => {
      setPhase('placing');
      const answer = await placeOrder(body);
      setPhase('confirming');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]);
      return answer;
    },
    onSuccess: () => void navigate(dashboardPaths.sendReview),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (clearingCodes.has(error.code)) clearUploads();
      // Field messages come back as `form.videoName`; put them under their fields.
      for (const [key, message] of Object.entries(error.fieldErrors ?? {})) {
        const field = key.replace(/^form\./, '');
        if ((formFields as readonly string[]).includes(field))
          form.setError(field as Path<OrderFormInput>, { type: 'server', message });
      }
    },
  });
  return { place, phase };
}

/**
 * The state of the Partner's order form (docs/product.md §3, §5, §8): the fields, the two upload
 * lists in one folder named from the time the form opened and titled after the video, the ticks that stay while files of
 * their kind exist, why Submit is held back, and the sending.
 */
export function useOrderForm() {
  const [params] = useSearchParams();
  const draftName = params.get('draft');
  const [folderName] = useState(() => draftName ?? timestampFolderName());
  const draft = useDraftFiles(useSession().uid, draftName);
  const [uploadedVideos, setVideos] = useState<UploadedFile[]>([]);
  const [uploadedImages, setImages] = useState<UploadedFile[]>([]);
  // A draft's uploads count as the form's own, before any added here.
  const videos = [...draft.videos, ...uploadedVideos];
  const images = [...draft.images, ...uploadedImages];
  const [refused, setRefused] = useState<OrderType | null>(null);
  const [localFailure, setLocalFailure] = useState<Failure | null>(null);
  const videoUploads = useRef<FileUploaderHandle>(null);
  const imageUploads = useRef<FileUploaderHandle>(null);
  const form: OrderFormControl = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: zodResolver(OrderFormSchema),
    defaultValues: defaults,
  });
  const { isSubmitted } = form.formState;
  useDraftDefaults(form, draft);
  const [editsEnabled, thumbnailsEnabled, videoName] = useWatch({
    control: form.control,
    name: ['editsEnabled', 'thumbnailsEnabled', 'videoName'],
  });
  // The uploads' folder carries the video's title, so an abandoned form is a named draft.
  useDraftTitle(
    folderName,
    videoName ?? '',
    [...videos, ...images].some((f) => f.uploadId !== null),
  );
  const { place, phase } = usePlaceOrder(form, () => {
    videoUploads.current?.clear();
    imageUploads.current?.clear();
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

  const onValid = (values: OrderFormValues) => {
    setLocalFailure(null);
    const checked = ProductionFormRequest.safeParse(orderBody(values, folderName, videos, images));
    if (!checked.success) {
      setLocalFailure({ message: localRefusal(checked.error) });
      return;
    }
    place.reset();
    place.mutate(checked.data);
  };
  const onInvalid = () => {
    place.reset();
    setLocalFailure({ message: errorCatalogue.form_incomplete.message });
  };

  return {
    form,
    folderName,
    draftFiles: [...draft.videos, ...draft.images],
    editsEnabled,
    thumbnailsEnabled,
    videos: { uploaderRef: videoUploads, onFiles: setVideos },
    images: { uploaderRef: imageUploads, onFiles: setImages },
    toggle,
    refusal,
    reason: blockedReason(editsEnabled, thumbnailsEnabled, videos, images),
    failure: place.isError ? describeFailure(place.error) : localFailure,
    sending: place.isPending,
    phase,
    submit: form.handleSubmit(onValid, onInvalid),
  };
}

/** Once a draft's files are read: its title names the video, and its kinds of file are ticked. */
function useDraftDefaults(form: OrderFormControl, draft: ReturnType<typeof useDraftFiles>) {
  const applied = useRef(false);
  const { loaded, title, videos, images } = draft;
  useEffect(() => {
    if (!loaded || applied.current) return;
    applied.current = true;
    if (title && !form.getValues('videoName')) form.setValue('videoName', title);
    if (videos.length > 0) form.setValue('editsEnabled', true);
    if (images.length > 0) form.setValue('thumbnailsEnabled', true);
  }, [form, loaded, title, videos.length, images.length]);
}
