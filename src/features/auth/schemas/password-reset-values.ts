import type { ResetConfirmValues, ResetRequestValues } from './password-reset';

// Free of zod, so the reset screen's first load does not need it.
export const emptyResetRequest: ResetRequestValues = { email: '' };
export const emptyResetConfirm: ResetConfirmValues = {
  code: '',
  newPassword: '',
  confirmNewPassword: '',
};
