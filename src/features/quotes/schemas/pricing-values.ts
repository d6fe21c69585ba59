// The form values of Request Special Pricing and Ask Again; the zod rules load on the first
// check (schemas/pricing-message.ts), so these stay free of zod.

export const MESSAGE_MAX = 1000;
export const NOTE_MAX = 500;

export const PRICING_MESSAGES = {
  message: 'Please write a message (at most 1,000 characters).',
  messageTooLong: 'The message can be at most 1,000 characters.',
  noteTooLong: 'A line note can be at most 500 characters.',
} as const;

export type AskAgainValues = { message: string };

export type PricingRequestValues = {
  message: string;
  notes: { cartItemId: number; note: string }[];
};

/** What the request sends: the message as typed, and only the notes that say something. */
export function toPricingRequest(values: PricingRequestValues) {
  const lines = values.notes
    .filter((n) => n.note.trim() !== '')
    .map((n) => ({ cartItemId: n.cartItemId, note: n.note.trim() }));
  return { message: values.message.trim(), ...(lines.length ? { lines } : {}) };
}
