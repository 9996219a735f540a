import { sessionLimits } from '../../../common/limits.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';

/** The subject and bodies of the e-mail that carries the verification link. */
export function verificationEmail(name: string, link: string) {
  const hours = sessionLimits.verificationHours;
  return {
    subject: 'Verify your Crewcast account',
    text: `Hi ${name},\n\nOpen this link to verify your Crewcast account:\n\n${link}\n\nThe link works once and expires in ${hours} hours. If you did not sign up, ignore this e-mail.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Verify your Crewcast account</a></p><p>The link works once and expires in ${hours} hours. If you did not sign up, ignore this e-mail.</p>`,
  };
}
