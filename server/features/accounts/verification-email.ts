import type { AccountType } from '../../../common/api/accounts.js';
import { sessionLimits } from '../../../common/limits.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';

/**
 * What a Partner is told about the channel check that follows the link (decision 007): without
 * it, the Google page comes as a surprise, and someone who closes it does not know how to return.
 */
export function partnerNextStep(loginUrl: string): string {
  return `After this link you sign in with Google, so we can check that your YouTube channel has at least 50,000 subscribers. Use the Google account with this e-mail address. If you stop before that step is done, log in at ${loginUrl} with your username and password: you are taken back to the YouTube step.`;
}

/** The subject and bodies of the e-mail that carries the verification link. */
export function verificationEmail(
  name: string,
  link: string,
  options: { accountType: AccountType; loginUrl: string },
) {
  const hours = sessionLimits.verificationHours;
  const expiry = `The link works once and expires in ${hours} hours. If you did not sign up, ignore this e-mail.`;
  const next = options.accountType === 'Partner' ? partnerNextStep(options.loginUrl) : undefined;
  return {
    subject: 'Verify your Crewcast account',
    text: `Hi ${name},\n\nOpen this link to verify your Crewcast account:\n\n${link}\n\n${next ? `${next}\n\n` : ''}${expiry}\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Verify your Crewcast account</a></p>${next ? `<p>${escapeHtml(next)}</p>` : ''}<p>${escapeHtml(expiry)}</p>`,
  };
}
