// The contact form's defaults and texts apart from its zod rules (./schema), which the form loads
// only when it first validates: zod stays out of /contact-us's first load.
import type { ContactValues } from './schema';

export type { ContactValues };

export const SUCCESS_MESSAGE = 'Form submitted successfully.';

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  comments: '',
};
