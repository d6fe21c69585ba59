import { api, toResult, type components, type Result } from '@/api';

export type ContactMessage = components['schemas']['ContactMessage'];

/** POST /contact-us; a failure carries the server's text or the contact form's fixed fallback. */
export async function sendContactMessage(body: ContactMessage): Promise<Result<unknown>> {
  return toResult(await api.POST('/contact-us', { body }), 'contact');
}
