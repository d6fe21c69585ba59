import { z } from '@/lib/zod';
import { offerIssues, type OfferContext } from '../model/offer';

/** The zod schema react-hook-form checks with, for one request's lines and today. */
export const offerSchema = (ctx: OfferContext) =>
  z
    .object({
      mode: z.enum(['percent', 'lines']),
      percentOff: z.string(),
      prices: z.array(z.string()),
      validUntil: z.string(),
      reply: z.string(),
    })
    .check(
      z.superRefine((v, check) => {
        for (const issue of offerIssues(v, ctx))
          check.issues.push({ code: 'custom', input: v, ...issue });
      }),
    );
