import { Controller } from 'react-hook-form';
import { accountLimits as L } from '../../../common/limits';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { Stepper } from '../../components/Stepper';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import forms from '../../styles/form.module.css';
import pill from '../../styles/pill.module.css';
import { CredentialFields } from './CredentialFields';
import { SendActions } from './SendActions';
import type { ClientSignup } from './use-client-signup';

/** The Partner or Affiliate sign-up form of /join, for the type selected. */
export function ClientSignupForm({ signup: s }: { signup: ClientSignup }) {
  const { form, type, plan, signup, onSubmit, busyNotice } = s;
  const { errors } = form.formState;
  // docs/product.md §2: while sending, a Partner sees the 'Signing up' screen; an Affiliate keeps the form.
  const partnerWaiting = signup.isPending && type === 'Partner';

  return (
    <>
      {partnerWaiting && <WaitingScreen label={waitingTexts.signingUp} />}
      <form
        className={forms.form}
        hidden={partnerWaiting || signup.isSuccess}
        noValidate
        onSubmit={onSubmit}
        aria-label={`${type} sign-up`}
      >
        {type === 'Partner' && plan && (
          <p className={pill.pill}>{plan === 'premium' ? 'Premium plan' : 'Standard plan'}</p>
        )}
        <FailureAlert error={signup.error} />
        <Field
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <CredentialFields register={form.register} control={form.control} errors={errors} />
        <Field
          label="Roblox username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={L.rblxHandleMax}
          error={errors.rblxHandle?.message}
          {...form.register('rblxHandle')}
        />
        {type === 'Partner' && (
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <Stepper
                label="Weekly Video Production Goal"
                min={L.targetMin}
                max={L.targetMax}
                unit="videos a week"
                hint={`Between ${L.targetMin} and ${L.targetMax} videos.`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                clampOnBlur={false}
                error={errors.target?.message}
              />
            )}
          />
        )}
        <SendActions busyNotice={busyNotice}>
          <Button type="submit" block loading={signup.isPending}>
            {type === 'Partner' ? 'Sign up as a Partner' : 'Sign up as an Affiliate'}
          </Button>
        </SendActions>
      </form>
    </>
  );
}
