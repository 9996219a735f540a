import { escapeHtml } from '../../integrations/email/escape-html.js';

/** The e-mail that tells an account's owner about repeated failed logins. */
export function loginAlertEmail(name: string, failures: number, resetLink: string) {
  const what = `${failures} failed attempts to log in to your Crewcast account in the last 15 minutes`;
  const advice =
    'If that was you, nothing is needed. If not, your account stays safe as long as your password is strong and used nowhere else; you can choose a new one here:';
  return {
    subject: 'Failed logins to your Crewcast account',
    text: `Hi ${name},\n\nThere were ${what}. Logins from other places were not blocked.\n\n${advice}\n\n${resetLink}\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>There were ${escapeHtml(what)}. Logins from other places were not blocked.</p><p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(resetLink)}">Choose a new password</a></p>`,
  };
}
