import { z } from 'zod/mini';
import { orderLimits as L } from '../../limits.js';
import { DirectoryName, kindOfMime } from '../drive.js';
import { missingIssue, nonEmpty, plainText, required, text } from '../fields.js';
import { EditProduct } from '../payments.js';

/** What an order makes (docs/product.md §3 Production request type). */
export const OrderType = z.enum(['Edit', 'Thumbnail']);
export type OrderType = z.infer<typeof OrderType>;

/** Where an order stands: open until delivered (fulfilled) or cancelled at its due time. */
export const OrderStatus = z.enum(['open', 'fulfilled', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Why an order closed, as the tracker's 'Request Closed' step shows it. */
export const CloseReason = z.enum(['Fulfilled', 'Overdue']);
export type CloseReason = z.infer<typeof CloseReason>;

const description = z._default(
  plainText('Expected text.', { multiline: true })
    .check(z.trim())
    .check(z.maxLength(L.descriptionMax, `At most ${L.descriptionMax} characters.`)),
  '',
);

/** The message docs/product.md §5 shows when a tick is removed while files of its kind remain. */
export function untickMessage(kind: OrderType): string {
  return kind === 'Edit'
    ? "Delete all uploaded videos before de-selecting 'Video Edit' option"
    : "Delete all uploaded images before de-selecting 'Thumbnail' option";
}

/**
 * The order form (docs/product.md §3 Order form, §5). `assignedEditor` and `assignedArtist` are user ids of
 * team members; `duration` is the minutes of an unused edit credit, and `product` says which edit
 * product when a Video Edit and a Shorts Edit share that duration (Video Edit first when absent).
 */
export const OrderForm = z
  .object({
    videoName: text(L.videoNameMax),
    duration: z.optional(
      z.nullable(z.pipe(z.number('Expected a number.'), z.int()).check(z.gte(1)).check(z.lte(600))),
    ),
    product: z.optional(EditProduct),
    editDescription: description,
    thumbnailDescription: description,
    editsEnabled: z.boolean('Expected true or false.'),
    thumbnailsEnabled: z.boolean('Expected true or false.'),
    assignedEditor: z.optional(z.nullable(z.uuid('Expected a user id.'))),
    assignedArtist: z.optional(z.nullable(z.uuid('Expected a user id.'))),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (!form.editsEnabled && !form.thumbnailsEnabled)
        ctx.addIssue(missingIssue(['editsEnabled']));
      if (form.editsEnabled) {
        if (!form.assignedEditor) ctx.addIssue(missingIssue(['assignedEditor']));
        if (!form.duration) ctx.addIssue(missingIssue(['duration']));
      }
      if (form.thumbnailsEnabled && !form.assignedArtist)
        ctx.addIssue(missingIssue(['assignedArtist']));
    }),
  );
export type OrderForm = z.infer<typeof OrderForm>;
export type OrderFormInput = z.input<typeof OrderForm>;

/** A file of the production form (docs/product.md §3 Payload file): its name, MIME type and upload `uri`. */
export const PayloadFile = z.object({
  name: plainText().check(z.maxLength(255)),
  type: plainText('Expected a MIME type.').check(z.maxLength(120)),
  uri: required(plainText('Expected an upload uri.')).check(nonEmpty()).check(z.maxLength(1500)),
});
export type PayloadFile = z.infer<typeof PayloadFile>;

/**
 * Body of POST /api/comm/send-production-form (docs/product.md §7): the folder the uploads went to (named
 * from a timestamp), the form, and the uploads. Videos go with the edit, images with the
 * thumbnail; an edit needs at least one video.
 */
export const ProductionFormRequest = z
  .object({
    folderName: DirectoryName,
    form: OrderForm,
    file: z
      .array(PayloadFile)
      .check(z.maxLength(L.filesPerFormMax, `At most ${L.filesPerFormMax} files.`)),
  })
  .check(
    z.superRefine((body, ctx) => {
      const kinds = body.file.map((f) => kindOfMime(f.type));
      kinds.forEach((kind, i) => {
        if (!kind)
          ctx.addIssue({
            code: 'custom',
            path: ['file', i, 'type'],
            message: 'Not a video or image.',
          });
      });
      const { editsEnabled, thumbnailsEnabled } = body.form;
      if (editsEnabled && !kinds.includes('video')) ctx.addIssue(missingIssue(['file']));
      if (!editsEnabled && kinds.includes('video'))
        ctx.addIssue({ code: 'custom', path: ['file'], message: untickMessage('Edit') });
      if (!thumbnailsEnabled && kinds.includes('image'))
        ctx.addIssue({ code: 'custom', path: ['file'], message: untickMessage('Thumbnail') });
    }),
  );
export type ProductionFormRequest = z.infer<typeof ProductionFormRequest>;

/** Answer of send-production-form: the orders it opened (an edit, a thumbnail, or both). */
export const ProductionFormResponse = z.object({
  videoRequestId: z.string(),
  requestIds: z.array(z.string()),
});
export type ProductionFormResponse = z.infer<typeof ProductionFormResponse>;
