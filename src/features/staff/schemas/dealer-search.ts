import { LIMITS } from '@/lib/limits';
import { z } from '@/lib/zod';

/** What staff may search dealers by: part of an e-mail or a company name, blank for all. */
export const dealerSearchSchema = z.object({
  search: z
    .string()
    .check(z.maxLength(LIMITS.dealerSearch, `Must be at most ${LIMITS.dealerSearch} characters.`)),
});

export type DealerSearchValues = z.infer<typeof dealerSearchSchema>;
