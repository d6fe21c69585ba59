import { useState } from 'react';
import { mutate } from 'swr';
import { useToast } from '@ds';
import type { Result } from '@/api';
import { useSingleFlight } from '@/lib/use-single-flight';
import { acceptQuoteOffer } from '../api/offer';
import { quoteKey } from '../api/quote';
import { withdrawQuotePricing } from '../api/pricing-request';
import type { Quote } from '../api/quotes';

export const PRICING_DONE = {
  requested: 'Your pricing request was sent.',
  withdrawn: 'Your pricing request was withdrawn.',
  accepted: 'Offer accepted: its prices are the quote’s until its date.',
  askedAgain: 'Your message was sent.',
} as const;

/**
 * Withdraw Request and Accept Offer: one call at a time; a refusal is shown by the API's text
 * and nothing reads as done, the quote on screen staying what the server holds.
 */
export function usePricingMoves(quoteId: number) {
  const toast = useToast();
  const flight = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  const move = (call: () => Promise<Result<Quote>>, done: string) =>
    flight.run(async () => {
      setFailure(null);
      const result = await call();
      setConfirmWithdraw(false);
      if (!result.ok) {
        setFailure(result.message);
        // The screen then shows what the server holds (an offer that expired reads Expired).
        return void (await mutate(quoteKey(quoteId)));
      }
      toast.show(done, { variant: 'success' });
    });

  return {
    busy: flight.busy,
    failure,
    setFailure,
    confirmWithdraw,
    setConfirmWithdraw,
    withdraw: () => move(() => withdrawQuotePricing(quoteId), PRICING_DONE.withdrawn),
    accept: () => move(() => acceptQuoteOffer(quoteId), PRICING_DONE.accepted),
  };
}
