import { z } from '@/lib/zod';
import { MESSAGE_MAX, NOTE_MAX, PRICING_MESSAGES } from './pricing-values';

// The rules of Request Special Pricing and Ask Again (docs/business-rules.md#quote-prices): a
// message of at most 1,000 characters, not only spaces; an optional note of at most 500 per line.

const message = z.string().check(
  z.refine((v) => v.trim() !== '', PRICING_MESSAGES.message),
  z.maxLength(MESSAGE_MAX, PRICING_MESSAGES.messageTooLong),
);

export const askAgainSchema = z.object({ message });

export const pricingRequestSchema = z.object({
  message,
  notes: z.array(
    z.object({
      cartItemId: z.number(),
      note: z.string().check(z.maxLength(NOTE_MAX, PRICING_MESSAGES.noteTooLong)),
    }),
  ),
});
