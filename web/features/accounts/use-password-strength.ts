import { useEffect, useState } from 'react';
import { loadStrengthEstimate, type Strength } from './password-strength';

/** The strength of `password` (undefined while empty or while the estimator loads). */
export function usePasswordStrength(
  password: string,
  identity: { username?: string | undefined; email?: string | undefined } = {},
): Strength | undefined {
  // Kept with the password it rates, so a stale estimate is never shown for a newer value.
  const [rated, setRated] = useState<{ password: string; strength: Strength } | undefined>();
  const { username, email } = identity;
  useEffect(() => {
    if (!password) return;
    let current = true;
    void loadStrengthEstimate().then((estimate) => {
      const inputs = [username, email, email?.split('@')[0]].filter((v): v is string => !!v);
      if (current) setRated({ password, strength: estimate(password, inputs) });
    });
    return () => {
      current = false;
    };
  }, [password, username, email]);
  return password && rated?.password === password ? rated.strength : undefined;
}
