import { passwordResetMinutes } from '../../../common/api/accounts.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';

/** The e-mail that carries a password reset link. */
export function passwordResetEmail(name: string, link: string) {
  const note = `The link works once and expires in ${passwordResetMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  return {
    subject: 'Reset your Crewcast password',
    text: `Hi ${name},\n\nOpen this link to choose a new password for your Crewcast account:\n\n${link}\n\n${note}\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>${escapeHtml(note)}</p>`,
  };
}

/** The e-mail that tells an owner their password changed, in case it was not them. */
export function passwordChangedEmail(name: string, supportEmail: string) {
  const text = `Your Crewcast password was just changed, and your other sessions were logged out. If this was not you, reset your password now from the login page and contact ${supportEmail}.`;
  return {
    subject: 'Your Crewcast password was changed',
    text: `Hi ${name},\n\n${text}\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(text)}</p>`,
  };
}
