import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import {
  SandboxPayRequest,
  sandboxCards,
  type CheckoutResponse,
} from '../../../common/api/payments';
import { formatCents } from '../../../common/pricing';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { TestNotice } from '../../components/TestNotice';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { paySandbox } from './api';
import styles from './payments.module.css';

const CardForm = z.omit(SandboxPayRequest, { clientSecret: true });
type CardForm = z.infer<typeof CardForm>;

/** Groups a card number in fours as it is typed, the way it is printed on the card. */
function groupDigits(raw: string): string {
  return raw
    .replace(/[^0-9]/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Turns '1230' or '12/30' into '12 / 30'. */
function formatExpiry(raw: string): string {
  const digits = raw.replace(/[^0-9]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Register options that rewrite an input's text as it is typed. */
function reformat(format: (raw: string) => string) {
  return {
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = format(event.target.value);
    },
  };
}

/**
 * The sandbox provider's embedded card form: used when no Stripe key is configured. It is a
 * test payment and says so: 4242… pays, 4000…0002 is declined; no money ever moves.
 */
export function SandboxCheckout({ checkout }: { checkout: CheckoutResponse }) {
  const navigate = useNavigate();
  const form = useForm<z.input<typeof CardForm>, unknown, CardForm>({
    resolver: zodResolver(CardForm),
    defaultValues: { name: '', cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const pay = useMutation({
    mutationFn: (card: CardForm) => paySandbox({ ...card, clientSecret: checkout.clientSecret }),
    onSuccess: (answer) => void navigate(answer.returnUrl),
    onError: (error) => applyFieldErrors(form, error, Object.keys(CardForm.shape)),
  });
  // Field errors show under their fields.
  const fieldErrors = pay.error instanceof ApiError && pay.error.fieldErrors;

  return (
    <div className={styles.sandbox}>
      <TestNotice label="Test payment" badge="Test payment">
        This is a test checkout: no card is charged and no money moves. Pay with{' '}
        <strong>{sandboxCards.succeeds}</strong>, any future date and any CVC.{' '}
        <strong>{sandboxCards.declined}</strong> shows a declined card.
      </TestNotice>
      <ul className={styles.summary} aria-label="Order summary">
        {checkout.lines.map((line) => (
          <li key={`${line.name}-${line.args.join('-')}`}>
            <span>
              {line.quantity} × {line.name}
              {line.args[0] !== undefined ? ` (${line.args[0]} min)` : ''}
            </span>
            <span>{formatCents(line.lineCents)}</span>
          </li>
        ))}
        <li className={styles.summaryTotal}>
          <span>Total due</span>
          <strong data-testid="checkout-total">{formatCents(checkout.amountCents)}</strong>
        </li>
      </ul>
      <form
        className={styles.cardForm}
        noValidate
        onSubmit={form.handleSubmit((card) => {
          if (!pay.isPending) pay.mutate(card);
        })}
      >
        <FailureAlert error={fieldErrors ? null : pay.error} attempt={pay.submittedAt} />
        <Field
          label="Name on card"
          autoComplete="cc-name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          error={errors.cardNumber?.message}
          {...form.register('cardNumber', reformat(groupDigits))}
        />
        <div className={styles.cardRow}>
          <Field
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            error={errors.expiry?.message}
            {...form.register('expiry', reformat(formatExpiry))}
          />
          <Field
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errors.cvc?.message}
            {...form.register('cvc')}
          />
        </div>
        <Button type="submit" block loading={pay.isPending}>
          Pay {formatCents(checkout.amountCents)}
        </Button>
      </form>
    </div>
  );
}
