import { Link } from 'react-router';
import { sitePaths } from '../../../common/paths';
import { AuthCard } from '../../components/AuthCard';
import { Tabs } from '../../components/Tabs';
import { ClientSignupForm } from './ClientSignupForm';
import { clientTypes, useClientSignup, type ClientType } from './use-client-signup';

/** /join (docs/product.md §2, §4, §5): Partner or Affiliate sign-up, the type chosen by ?type=. */
export function SignupPage() {
  const client = useClientSignup();
  const { form, type, setType, signup } = client;
  const formView = <ClientSignupForm signup={client} />;

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
            Already have an account? <Link to={sitePaths.login}>Log in</Link>
          </p>
          <p>
            Editor or thumbnail artist?{' '}
            <Link to={sitePaths.joinProduction}>Join the production team</Link>
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
