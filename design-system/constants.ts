// Business constants from docs/business-rules.md#timings that the design system itself enforces.
export const TOAST_DURATION_MS = 2000;
export const LOADING_OVERLAY_TIMEOUT_MS = 40000;
export const NETWORK_ISSUE_MESSAGE = 'Network issue, please try again.';
export const BADGE_CAP = 99;
