/** A password's estimated strength, as the password fields show it before submit. */
export type Strength = { score: 0 | 1 | 2 | 3 | 4; label: string; advice: string | undefined };

const labels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

// zxcvbn-ts names its warnings by key; these are the ones worth telling in our own words.
const advice: Record<string, string> = {
  common: 'This is a commonly used password.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very commonly used password.',
  similarToCommon: 'This is too close to a commonly used password.',
  userInputs: 'It contains your username or e-mail.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  straightRow: 'Rows of keys on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  wordByItself: 'Single words are easy to guess.',
};

type Estimate = (password: string, userInputs: string[]) => Strength;
let estimator: Promise<Estimate> | undefined;

/**
 * Loads zxcvbn-ts with its common-password list on first use: about 500 kB the sign-up and
 * password pages fetch only once someone starts typing a password.
 */
export function loadStrengthEstimate(): Promise<Estimate> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => {
        const result = zxcvbn.check(password, userInputs);
        const warning = result.feedback.warning;
        return {
          score: result.score,
          label: labels[result.score],
          advice:
            (warning && advice[warning]) ??
            (result.score < 3 ? 'Add another word or two; uncommon words are best.' : undefined),
        };
      };
    },
  );
  return estimator;
}
