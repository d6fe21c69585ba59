import Pencil from 'lucide-react/icons/pencil';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  Button,
  ButtonLink,
  Flex,
  formatDay,
  IconButton,
  PageTitle,
  Text,
  useToast,
  WithSummary,
} from '@ds';
import { LazyConfirmDialog } from '@/components/LazyConfirmDialog';
import {
  AvailabilityAlert,
  BundleAlert,
  CartLineList,
  lineProblems,
  CartSummary,
  useBatchSelection,
  useSaveRunner,
  showCartNotice,
  useCart,
  PoNumberEditor,
  JobCheckPanel,
  useJobFixes,
  type CartUpdate,
} from '@/features/cart';
import { CompareStylesButton } from '@/features/compare';
import { saveBase64File } from '@/lib/download';
import { deleteQuote, fetchQuotePdf, reloadQuote, renameQuote } from '../api/quote';
import { quoteName, type Quote } from '../api/quotes';
import { switchToCart, updateQuoteItem } from '../api/transitions';
import { QUOTE_ITEM_UPDATED, useQuoteActions } from '../hooks/useQuoteActions';
import { pricingMoves } from '../lib/quote-pricing';
import { priceChangeReport } from '../lib/quote-status';
import { LockedLinesNote } from './pricing/LockedLinesNote';
import { MessageHistory } from './pricing/MessageHistory';
import { PricingSection } from './pricing/PricingSection';
import { QuoteStatusLine } from './QuoteStatusLine';

/** The quote detail: title with PO number, actions, lines and the Quote Summary. */
export function QuoteView({ quote }: { quote: Quote }) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const { data: cart } = useCart();
  const { run, busy, overlay } = useSaveRunner();
  const actions = useQuoteActions(quote.id, run);
  const batch = useBatchSelection(quote.items, actions.applyStyle, run, QUOTE_ITEM_UPDATED);
  const quoteId = quote.id;
  const update = useCallback(
    (body: CartUpdate) => updateQuoteItem({ ...body, quoteId }),
    [quoteId],
  );
  const reload = useCallback(() => reloadQuote(quoteId), [quoteId]);
  const fixes = useJobFixes(quote.items, run, {
    holder: 'quote',
    update,
    reload,
    successText: QUOTE_ITEM_UPDATED,
    switchLines: batch.switchLines,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const name = quoteName(quote);
  const problems = useMemo(() => lineProblems(quote.items), [quote.items]);
  const { lockedBecause, remove } = pricingMoves(quote);
  const locked = lockedBecause !== null;

  async function onDelete() {
    const r = await run(() => deleteQuote(quote.id));
    setConfirmDelete(false);
    if (r?.ok) navigate('/quotes');
  }

  async function onDownload() {
    if (downloading) return;
    setDownloading(true);
    const r = await fetchQuotePdf(quote.id);
    setDownloading(false);
    if (r.ok) saveBase64File(r.data.pdf, r.data.fileName);
    else toast.show(r.message, { variant: 'error' });
  }

  async function onMoveToCart() {
    const r = await run(
      () => switchToCart(quote.id, cart),
      'Quote switched back to cart successfully',
    );
    if (!r?.ok) return;
    // The cart that was there is not lost: say which quote it became, with the way to it; an
    // expired quote names every line whose price changed.
    const saved = r.data.savedQuote;
    const changes = r.data.priceChanges;
    const report = changes.length
      ? `Quote ${name} expired on ${formatDay(quote.validUntil)}, so it is priced today: ${priceChangeReport(changes)}.`
      : '';
    const savedName = saved ? quoteName(saved) : '';
    const text = [report, saved ? `Your previous cart was saved as quote ${savedName}.` : '']
      .filter(Boolean)
      .join(' ');
    if (text)
      showCartNotice({
        text,
        ...(saved
          ? { link: { href: `/quotes/${saved.id}`, label: `Open quote ${savedName}` } }
          : {}),
      });
    navigate('/cart');
  }

  return (
    <Flex direction="column" gap="5">
      {overlay}
      <PoNumberEditor
        value={quote.poNumber}
        buttons="text"
        onSave={async (poNumber) => (await run(() => renameQuote(quote.id, poNumber)))?.ok === true}
        display={(edit) => (
          <Flex align="center" gap="3">
            <PageTitle css={{ marginBottom: 0 }}>QUOTE {name}</PageTitle>
            {quote.createdBy ? null : (
              <IconButton aria-label="Edit PO Number" onClick={edit}>
                <Pencil size={18} aria-hidden />
              </IconButton>
            )}
          </Flex>
        )}
      />
      <QuoteStatusLine quote={quote} />
      {quote.createdBy ? (
        <Text size="2" tone="muted">
          Saved by {quote.createdBy}
        </Text>
      ) : null}
      <Flex gap="2" wrap={{ '@narrow': 'wrap' }}>
        {locked ? null : (
          <Button variant="outline" aria-pressed={batch.batch} onClick={batch.toggleBatch}>
            Batch Edit
          </Button>
        )}
        <Button variant="outline" loading={downloading} onClick={() => void onDownload()}>
          Download PDF
        </Button>
        {locked ? null : (
          <CompareStylesButton
            lines={quote.items}
            isTaxable={quote.isTaxable}
            discount={null}
            quoteId={quote.id}
            onSwitch={batch.switchAll}
          />
        )}
        {remove ? (
          <Button variant="outline" onClick={() => setConfirmDelete(true)}>
            Delete This Cart
          </Button>
        ) : null}
        <ButtonLink href="/quotes" variant="outline">
          Back
        </ButtonLink>
      </Flex>
      <PricingSection quote={quote} />
      <WithSummary gap="6">
        <Flex direction="column" gap="4">
          <BundleAlert lines={quote.items} />
          <LockedLinesNote why={lockedBecause} />
          <CartLineList
            label="Quote items"
            items={quote.items}
            batch={batch}
            actions={actions}
            problems={problems}
            locked={locked}
          />
          <MessageHistory messages={quote.messages} />
        </Flex>
        <Flex direction="column" gap="4">
          <JobCheckPanel lines={quote.items} fixes={locked ? null : fixes} />
          <CartSummary title="Quote Summary" lines={quote.items} isTaxable={quote.isTaxable}>
            <AvailabilityAlert problems={problems} />
            <Button fullWidth disabled={busy || locked} onClick={() => void onMoveToCart()}>
              Move to Shopping Cart
            </Button>
          </CartSummary>
        </Flex>
      </WithSummary>
      <LazyConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete This Cart"
        text={`Are you sure you want to delete quote ${name}?`}
        confirmLabel="Yes! Delete"
        loading={busy}
        onConfirm={() => void onDelete()}
      />
    </Flex>
  );
}
