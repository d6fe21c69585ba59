import { z } from '@/lib/zod';
import { LIMITS, phoneField, requiredText } from '@/lib/validation';
import type { AccountInfo } from '../api/account';

// The profile rules (docs/business-rules.md#field-limits); the name messages are the address form's.
const PROFILE_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phone: 'Phone Number must be in the format 123-456-7890.',
  company: 'Company Name is required.',
} as const;

export const nameSchema = z.object({
  firstName: requiredText(PROFILE_MESSAGES.firstName, LIMITS.name),
  lastName: requiredText(PROFILE_MESSAGES.lastName, LIMITS.name),
});

export const phoneSchema = z.object({
  phoneNumber: phoneField(PROFILE_MESSAGES.phone, PROFILE_MESSAGES.phone),
});

export const companySchema = z.object({
  companyName: requiredText(PROFILE_MESSAGES.company, LIMITS.company),
});

export const nameValues = (a: AccountInfo) => ({ firstName: a.firstName, lastName: a.lastName });
export const phoneValues = (a: AccountInfo) => ({ phoneNumber: a.phoneNumber ?? '' });
export const companyValues = (a: AccountInfo) => ({ companyName: a.companyName ?? '' });
