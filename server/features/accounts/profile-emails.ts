import { emailChangeHours } from '../../../common/api/accounts.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';

/** The e-mail to the NEW address: the link that proves it and moves the account there. */
export function confirmEmailChangeEmail(name: string, link: string) {
  const note = `The link works once and expires in ${emailChangeHours} hours. Until it is followed, your account keeps its current address. If you did not ask for this, ignore this e-mail.`;
  return {
    subject: 'Confirm your new Crewcast e-mail address',
    text: `Hi ${name},\n\nOpen this link to use this address for your Crewcast account:\n\n${link}\n\n${note}\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Use this address for Crewcast</a></p><p>${escapeHtml(note)}</p>`,
  };
}

/** The e-mail to the OLD address once the change is done, in case it was not the owner. */
export function emailChangedEmail(name: string, newEmail: string, supportEmail: string) {
  const text = `The e-mail address of your Crewcast account was changed to ${newEmail}. E-mails now go there, and you log in with it or your username. If this was not you, contact ${supportEmail} at once.`;
  return {
    subject: 'Your Crewcast e-mail address was changed',
    text: `Hi ${name},\n\n${text}\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(text)}</p>`,
  };
}
