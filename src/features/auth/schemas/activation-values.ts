// The activation forms' defaults apart from their zod rules (./activation), which the forms load
// only when they first validate: zod stays out of /activate-account's first load.
import type { SetPasswordValues, VerificationValues } from './activation';

export type { SetPasswordValues, VerificationValues };

export const emptySetPassword: SetPasswordValues = { password: '', confirmPassword: '' };
export const emptyVerification: VerificationValues = { code: '' };
