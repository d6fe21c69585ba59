// docs/business-rules.md#screens: the numbers the policy pages state. Kept together so the
// return policy, the warranty and the terms never disagree.
export const RETURN_WINDOW_DAYS = 30;
export const RESTOCKING_FEE = '15%';
export const REFUND_HOURS = 24;
export const CONCEALED_DAMAGE_HOURS = 72;
export const LEGAL_CLAIM_LIMIT = 'one (1) year';
