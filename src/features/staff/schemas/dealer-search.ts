import { z } from '@/lib/zod';

/** What staff may search dealers by: part of an e-mail or a company name, blank for all. */
export const DEALER_SEARCH_MAX = 50;

export const dealerSearchSchema = z.object({
  search: z
    .string()
    .check(z.maxLength(DEALER_SEARCH_MAX, `Must be at most ${DEALER_SEARCH_MAX} characters.`)),
});

export type DealerSearchValues = z.infer<typeof dealerSearchSchema>;
