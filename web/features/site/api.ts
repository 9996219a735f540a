import { siteRoutes, type ContactMessageForm } from '../../../common/api/site';
import { callApi } from '../../lib/api-client';

/** Sends a message of the contact form (stored, then e-mailed to support). */
export function sendContactMessage(form: ContactMessageForm) {
  return callApi(siteRoutes.contact, { body: form });
}
