import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { ProductionSignup } from '../../../common/api/accounts';
import { accountLimits as L } from '../../../common/limits';
import { sitePaths } from '../../../common/paths';
import { storedVia } from '../../app/session';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FailureAlert } from '../../components/FailureAlert';
import { Select } from '../../components/Select';
import forms from '../../styles/form.module.css';
import styles from './accounts.module.css';
import { signUpProduction } from './api';
import { CredentialFields } from './CredentialFields';
import { SendActions } from './SendActions';
import { useSignupSubmit } from './use-signup-submit';

type ProductionSignupValues = {
  email: string;
  username: string;
  password: string;
  isEditor: boolean;
  isArtist: boolean;
  editSpeed: number | null;
  thumbnailSpeed: number | null;
};

const fieldNames = [
  'email',
  'username',
  'password',
  'isEditor',
  'isArtist',
  'editSpeed',
  'thumbnailSpeed',
] as const;

const resolver: Resolver<ProductionSignupValues, unknown, ProductionSignup> = (
  values,
  context,
  options,
) => {
  const input = {
    ...values,
    accountType: 'Production' as const,
    // A speed only counts for a role that is ticked; a hidden field never blocks the form.
    editSpeed: values.isEditor ? values.editSpeed : null,
    thumbnailSpeed: values.isArtist ? values.thumbnailSpeed : null,
    via: storedVia(),
  };
  return zodResolver(ProductionSignup)(input, context, options as never) as never;
};

function days(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

const asDays = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** /join/production (docs/product.md §2, §5): freelancer sign-up as an editor, an artist or both. */
export function ProductionSignupPage() {
  const form = useForm<ProductionSignupValues, unknown, ProductionSignup>({
    resolver,
    defaultValues: {
      email: '',
      username: '',
      password: '',
      isEditor: false,
      isArtist: false,
      editSpeed: null,
      thumbnailSpeed: null,
    },
  });
  const { errors } = form.formState;
  const [isEditor, isArtist] = useWatch({ control: form.control, name: ['isEditor', 'isArtist'] });

  const { signup, onSubmit, busyNotice } = useSignupSubmit(form, signUpProduction, fieldNames);
  const noRole = !isEditor && !isArtist;

  return (
    <AuthCard
      title="Join the production team"
      intro="Editors and thumbnail artists: get paid per job by YouTubers who make game content."
      footer={
        <>
          <p>
            Already have an account? <Link to={sitePaths.login}>Log in</Link>
          </p>
          <p>
            A YouTuber or affiliate? <Link to={sitePaths.join()}>Sign up here</Link>
          </p>
        </>
      }
    >
      <form className={forms.form} noValidate onSubmit={onSubmit} hidden={signup.isSuccess}>
        <FailureAlert error={signup.error} />
        <CredentialFields register={form.register} control={form.control} errors={errors} />

        <fieldset className={forms.fieldset} aria-describedby={noRole ? 'role-hint' : undefined}>
          <legend className={forms.legend}>What do you do?</legend>
          <Checkbox
            label="I edit videos"
            error={errors.isEditor?.message}
            {...form.register('isEditor')}
          />
          {isEditor && (
            <Select
              label="Edit speed"
              hint="How many days you need for a typical edit."
              error={errors.editSpeed?.message}
              {...form.register('editSpeed', { setValueAs: asDays })}
            >
              <option value="">Choose a speed</option>
              {days(L.editSpeedMinDays, L.editSpeedMaxDays).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'day' : 'days'}
                </option>
              ))}
            </Select>
          )}
          <Checkbox
            label="I make thumbnails"
            error={errors.isArtist?.message}
            {...form.register('isArtist')}
          />
          {isArtist && (
            <Select
              label="Thumbnail speed"
              hint="How many days you need for a thumbnail."
              error={errors.thumbnailSpeed?.message}
              {...form.register('thumbnailSpeed', { setValueAs: asDays })}
            >
              <option value="">Choose a speed</option>
              {days(L.thumbnailSpeedMinDays, L.thumbnailSpeedMaxDays).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'day' : 'days'}
                </option>
              ))}
            </Select>
          )}
          {noRole && (
            <p id="role-hint" className={styles.muted}>
              Choose editing, thumbnails or both to sign up.
            </p>
          )}
        </fieldset>

        <SendActions busyNotice={busyNotice}>
          <Button type="submit" block disabled={noRole} loading={signup.isPending}>
            Sign up
          </Button>
        </SendActions>
      </form>
    </AuthCard>
  );
}
