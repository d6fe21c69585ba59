import { z } from '@/lib/zod';
import { LIMITS, emailField, phoneField, requiredText } from '@/lib/validation';

// docs/business-rules.md#validation, message for message.
const CONTACT_MESSAGES = {
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  comments: 'Comments are required',
} as const;

export const contactSchema = z.object({
  firstName: requiredText(CONTACT_MESSAGES.firstName, LIMITS.name),
  lastName: requiredText(CONTACT_MESSAGES.lastName, LIMITS.name),
  phoneNumber: phoneField(CONTACT_MESSAGES.phoneRequired, CONTACT_MESSAGES.phoneInvalid),
  email: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid, LIMITS.email),
  comments: requiredText(CONTACT_MESSAGES.comments, LIMITS.comments),
});

export type ContactValues = z.infer<typeof contactSchema>;
