// The sign-in form's defaults apart from its zod rules (./login), which the form loads only when
// it first validates: zod stays out of /login's first load.
import type { LoginValues } from './login';

export type { LoginValues };

export const emptyLogin: LoginValues = { email: '', password: '' };
