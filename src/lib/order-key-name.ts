// The session-storage name of the unsettled order key (docs/business-rules.md#storage), apart
// from src/lib/order-key.ts so the start-up check reads it without loading the rest.
export const ORDER_KEY_STORAGE = 'orderKey';
