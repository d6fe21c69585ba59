import type { Ctx } from '../lib/context';
import { userData, type CartRecord } from '../state';
import { fullName, membersOf } from '../domain/company';
import { requireUser } from './common';

/**
 * The quotes a person sees (docs/business-rules.md#company-accounts): their own, and for the
 * Owner of a company with people also everyone's, each other person's with who saved it (`by`).
 */
export function companyQuotes(ctx: Ctx): { quote: CartRecord; by: string | null }[] {
  const who = requireUser(ctx);
  const people = who.role === 'Owner' ? membersOf(ctx.state, who.owner) : [who.account];
  if (people.length === 1) return who.data.quotes.map((quote) => ({ quote, by: null }));
  return people.flatMap((p) =>
    userData(ctx.state, p.email).quotes.map((quote) => ({
      quote,
      by: p === who.owner ? null : fullName(p),
    })),
  );
}
