import { Alert } from './Alert';

/** What went wrong with the last action, as the error catalogue words it. */
export type Failure = { message: string; link?: { text: string; href: string } | undefined };

/**
 * The last failure of a form or an action, with the catalogue's link, or nothing. It takes focus
 * when it appears (unless `focus` is false), and again for each new message.
 */
export function FailureAlert({
  failure,
  focus = true,
}: {
  failure: Failure | null | undefined;
  focus?: boolean;
}) {
  if (!failure) return null;
  return (
    <Alert tone="error" link={failure.link} focusOnMount={focus} key={failure.message}>
      {failure.message}
    </Alert>
  );
}
