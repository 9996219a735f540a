import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AffiliateSignup, PartnerSignup, type AccountType } from '../../../common/api/accounts';
import { accountLimits as L } from '../../../common/limits';
import { storedVia } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Stepper } from '../../components/Stepper';
import { Tabs } from '../../components/Tabs';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { useTabParam } from '../../lib/use-tab-param';
import { signUpClient } from './api';
import { AuthCard } from '../../components/AuthCard';
import { CredentialFields } from './CredentialFields';
import forms from '../../styles/form.module.css';
import styles from './accounts.module.css';
import { sendInProgressMessage } from './use-send-guard';
import { useSignupSubmit } from './use-signup-submit';

const clientTypes = ['Partner', 'Affiliate'] as const satisfies readonly AccountType[];
type ClientType = (typeof clientTypes)[number];

/** What the form holds; the common schema turns it into a PartnerSignup or AffiliateSignup. */
type ClientSignupValues = {
  name: string;
  email: string;
  username: string;
  password: string;
  rblxHandle: string;
  /** Null while the stepper is empty. */
  target: number | null;
};

const fieldNames = ['name', 'email', 'username', 'password', 'rblxHandle', 'target'] as const;

function packageFrom(params: URLSearchParams): 'basic' | 'premium' | undefined {
  const value = params.get('package');
  return value === 'basic' || value === 'premium' ? value : undefined;
}

/** /join (docs/product.md §2, §4, §5): Partner or Affiliate sign-up, the type chosen by ?type=. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const [type, setType] = useTabParam(clientTypes, { param: 'type' });
  const plan = packageFrom(searchParams);

  // The resolver is read at each validation, so it always checks against the selected type.
  const resolver = useCallback<
    Resolver<ClientSignupValues, unknown, PartnerSignup | AffiliateSignup>
  >(
    (values, context, options) => {
      const base = {
        name: values.name,
        email: values.email,
        username: values.username,
        password: values.password,
        rblxHandle: values.rblxHandle,
        via: storedVia(),
      };
      if (type === 'Partner') {
        const input = {
          ...base,
          accountType: 'Partner' as const,
          // An empty stepper is a missing value, so it reads "This field is required."
          target: values.target ?? undefined,
          package: plan,
        };
        return zodResolver(PartnerSignup)(input as never, context, options as never) as never;
      }
      const input = { ...base, accountType: 'Affiliate' as const };
      return zodResolver(AffiliateSignup)(input, context, options as never) as never;
    },
    [type, plan],
  );

  const form = useForm<ClientSignupValues, unknown, PartnerSignup | AffiliateSignup>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      username: '',
      password: '',
      rblxHandle: '',
      target: null,
    },
  });
  const { errors } = form.formState;

  const { signup, failure, onSubmit, busyNotice } = useSignupSubmit(form, signUpClient, fieldNames);

  // docs/product.md §2: while sending, a Partner sees the 'Signing up' screen; an Affiliate keeps the form.
  const partnerWaiting = signup.isPending && type === 'Partner';

  const formView = (
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
          <p className={styles.plan}>{plan === 'premium' ? 'Premium plan' : 'Standard plan'}</p>
        )}
        {failure && (
          <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
            {failure.message}
          </Alert>
        )}
        <Field
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <CredentialFields register={form.register} errors={errors} />
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
                error={errors.target?.message}
              />
            )}
          />
        )}
        <div className={forms.actions}>
          <Button type="submit" block loading={signup.isPending}>
            {type === 'Partner' ? 'Sign up as a Partner' : 'Sign up as an Affiliate'}
          </Button>
          {busyNotice && (
            <p className={styles.busy} role="status">
              {sendInProgressMessage}
            </p>
          )}
        </div>
      </form>
    </>
  );

  return (
    <AuthCard
      title="Sign up"
      intro={
        type === 'Partner'
          ? 'YouTubers: get a full production team and a share of game profits.'
          : 'Affiliates: earn 20% commission on every sale you bring in.'
      }
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Log in</Link>
          </p>
          <p>
            Editor or thumbnail artist? <Link to="/join/production">Join the production team</Link>
          </p>
        </>
      }
    >
      <Tabs
        label="Account type"
        block
        items={clientTypes.map((id: ClientType) => ({ id, label: id, content: formView }))}
        value={type}
        onChange={(next) => {
          if (signup.isPending) return;
          form.clearErrors();
          signup.reset();
          setType(next);
        }}
      />
    </AuthCard>
  );
}
