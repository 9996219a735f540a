import { z } from 'zod/mini';
import { teamLimits as L } from '../../limits.js';
import { PayoutMethod } from './members.js';

// The payout wallet (docs/product.md §2 'Your Wallet'): where staff and Affiliates are paid.

/** Where someone is paid: their PayPal and Paysend accounts and which of the two to use. */
export const Wallet = z.object({
  PayPal: z.nullable(z.string()),
  Paysend: z.nullable(z.string()),
  PayoutMethod: z.nullable(PayoutMethod),
});
export type Wallet = z.infer<typeof Wallet>;

/** The wallet columns their owner may change. */
export const EditableColumn = z.enum(['PayPal', 'Paysend', 'PayoutMethod'], 'Unknown column.');
export type EditableColumn = z.infer<typeof EditableColumn>;

/** Message of an empty settings value (docs/product.md §5, §8). */
export const enterValueMessage = 'Please enter a value';

/** A settings value: 1-50 characters after trimming (docs/product.md §5). */
export const SettingValue = z
  .string(enterValueMessage)
  .check(z.trim())
  .check(z.minLength(L.settingValueMin, enterValueMessage))
  .check(z.maxLength(L.settingValueMax, `At most ${L.settingValueMax} characters.`))
  .check(z.refine((v) => !/\p{Cc}/u.test(v), 'Control characters are not allowed.'));

/** The fields of one wallet change: which column and its new value. */
export const walletChangeShape = { columnName: EditableColumn, newValue: SettingValue };

/** The rules a value has for its column: a PayPal account is an e-mail, a method one of two. */
export function checkWalletValue(
  v: { columnName: EditableColumn; newValue: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (v.columnName === 'PayPal' && !z.email().safeParse(v.newValue).success)
    ctx.addIssue({
      code: 'custom',
      path: ['newValue'],
      message: 'Enter the e-mail address of your PayPal account.',
    });
  if (v.columnName === 'PayoutMethod' && !PayoutMethod.safeParse(v.newValue).success)
    ctx.addIssue({ code: 'custom', path: ['newValue'], message: 'Choose PayPal or Paysend.' });
}

/** Body of PUT /api/user/wallet: one change to the signed-in user's own wallet. */
export const WalletChange = z.object(walletChangeShape).check(z.superRefine(checkWalletValue));
export type WalletChange = z.infer<typeof WalletChange>;
