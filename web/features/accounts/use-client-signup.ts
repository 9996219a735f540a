import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AffiliateSignup, PartnerSignup, type AccountType } from '../../../common/api/accounts';
import { storedVia } from '../../app/session';
import { useTabParam } from '../../lib/use-tab-param';
import { signUpClient } from './api';
import { useSignupSubmit } from './use-signup-submit';

export const clientTypes = ['Partner', 'Affiliate'] as const satisfies readonly AccountType[];
export type ClientType = (typeof clientTypes)[number];

/** What the form holds; the common schema turns it into a PartnerSignup or AffiliateSignup. */
export type ClientSignupValues = {
  name: string;
  email: string;
  username: string;
  password: string;
  rblxHandle: string;
  /** Null while the stepper is empty. */
  target: number | null;
};

const fieldNames = ['name', 'email', 'username', 'password', 'rblxHandle', 'target'] as const;

/** The plan a Partner picked on the pricing page, from ?package=. */
export type SignupPlan = 'basic' | 'premium' | undefined;

function packageFrom(params: URLSearchParams): SignupPlan {
  const value = params.get('package');
  return value === 'basic' || value === 'premium' ? value : undefined;
}

/**
 * The client sign-up form: the account type from ?type=, the plan from ?package=, checked by the
 * common schema of the type selected, and sent by useSignupSubmit.
 */
export function useClientSignup() {
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
  const submit = useSignupSubmit(form, signUpClient, fieldNames);
  return { form, type, setType, plan, ...submit };
}

export type ClientSignup = ReturnType<typeof useClientSignup>;
