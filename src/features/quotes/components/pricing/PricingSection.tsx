import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Flex, Text, useToast } from '@ds';
import { LazyConfirmDialog } from '@/components/LazyConfirmDialog';
import type { Quote } from '../../api/quotes';
import { PRICING_DONE, usePricingMoves } from '../../hooks/usePricingMoves';
import { pricingMoves } from '../../lib/quote-pricing';
import { OfferPanel } from './OfferPanel';

// The dialogs (Radix Dialog, react-hook-form's resolver) load on first opening, not with the screen.
const RequestPricingDialog = lazy(() => import('./RequestPricingDialog'));
const AskAgainDialog = lazy(() => import('./AskAgainDialog'));

type Dialog = 'request' | 'askAgain' | null;

/** The quote's special pricing: ask for it, wait for it, or answer the offer (docs/business-rules.md#quote-prices). */
export function PricingSection({ quote }: { quote: Quote }) {
  const toast = useToast();
  const moves = pricingMoves(quote);
  const pricing = usePricingMoves(quote.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [mounted, setMounted] = useState<Set<Exclude<Dialog, null>>>(() => new Set());
  const open = (which: Exclude<Dialog, null>) => {
    pricing.setFailure(null);
    setMounted((m) => new Set(m).add(which));
    setDialog(which);
  };
  const sent = (text: string) => () => {
    setDialog(null);
    toast.show(text, { variant: 'success' });
  };
  const offered = quote.offer !== null && (moves.askAgain || quote.status === 'ACCEPTED');

  return (
    <Flex direction="column" gap="3">
      {pricing.failure ? <Alert variant="error">{pricing.failure}</Alert> : null}
      {moves.request && !moves.askAgain ? (
        <Card variant="muted" padding="1">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Text size="2">
              Need a project price? Our team can offer special pricing on this quote.
            </Text>
            <Button variant="outline" aria-haspopup="dialog" onClick={() => open('request')}>
              Request Special Pricing
            </Button>
          </Flex>
        </Card>
      ) : null}
      {quote.status === 'PRICING_REQUESTED' ? (
        <Alert variant="info" title="Pricing Requested">
          <Flex direction="column" gap="3" align="start">
            <span>Our team is preparing an offer on this quote.</span>
            {moves.withdraw ? (
              <Button
                variant="outline"
                disabled={pricing.busy}
                onClick={() => pricing.setConfirmWithdraw(true)}
              >
                Withdraw Request
              </Button>
            ) : null}
          </Flex>
        </Alert>
      ) : null}
      {offered ? (
        <OfferPanel
          quote={quote}
          moves={moves}
          busy={pricing.busy}
          onAccept={() => void pricing.accept()}
          onAskAgain={() => open('askAgain')}
          onWithdraw={() => pricing.setConfirmWithdraw(true)}
        />
      ) : null}
      <Suspense fallback={null}>
        {mounted.has('request') ? (
          <RequestPricingDialog
            quote={quote}
            open={dialog === 'request'}
            onOpenChange={(o) => setDialog(o ? 'request' : null)}
            onSent={sent(PRICING_DONE.requested)}
          />
        ) : null}
        {mounted.has('askAgain') ? (
          <AskAgainDialog
            quoteId={quote.id}
            open={dialog === 'askAgain'}
            onOpenChange={(o) => setDialog(o ? 'askAgain' : null)}
            onSent={sent(PRICING_DONE.askedAgain)}
          />
        ) : null}
      </Suspense>
      <LazyConfirmDialog
        open={pricing.confirmWithdraw}
        onOpenChange={pricing.setConfirmWithdraw}
        title="Withdraw Request"
        text="Withdraw the pricing request? Any offer not accepted is dropped, and the lines can be changed again."
        confirmLabel="Yes! Withdraw"
        loading={pricing.busy}
        onConfirm={() => void pricing.withdraw()}
      />
    </Flex>
  );
}
