import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { Alert, Button, Container, Flex, Money, PageTitle, Section, Text, useToast } from '@ds';
import type { Product } from '@/features/catalog';
import { cappedMessage, useCart, type CappedAdd } from '@/features/cart';
import { lineSubtotalCents, toDollars, type PurchaseChoice } from '@/lib/cart-model';
import { useDocumentTitle } from '@/lib/document-title';
import { sendRowsToCart, syncCartLine } from '../api/send-to-cart';
import { BulkEntry } from '../components/BulkEntry';
import { ProductList } from '../components/ProductList';
import { SkuEntry, type SkuEntryHandle } from '../components/SkuEntry';
import { isListValid, outcomeNote } from '../lib/list-model';
import { useQuickOrderList } from '../hooks/useQuickOrderList';
import type { EntryLine } from '../hooks/useTypedEntries';

/** Long enough to reach 'View Cart' after reading the message. */
const ADDED_TOAST_MS = 6000;

/** /quick-order (dealers only): build a list by SKU or in bulk, then add it all to the cart. */
export default function QuickOrderPage() {
  useDocumentTitle('Quick Order');
  const list = useQuickOrderList();
  const { rows, errors } = list;
  const { data: cart } = useCart();
  const toast = useToast();
  const [, navigate] = useLocation();
  const skuRef = useRef<HTMLInputElement>(null);
  const entryRef = useRef<SkuEntryHandle>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState(false);
  const [capped, setCapped] = useState<CappedAdd[]>([]);
  const sendingRef = useRef(false);
  const failedCount = Object.keys(errors).length;

  // After a pick the new (or raised) row's quantity takes focus, for Enter-driven entry; the
  // row must be in the DOM first.
  const pick = (product: Product): string | null => {
    let note: string | null = null;
    flushSync(() => {
      const [outcome] = list.add([{ product, quantity: 1 }]);
      note = outcome ? outcomeNote(outcome) : null;
    });
    listRef.current
      ?.querySelector<HTMLSelectElement>(`[data-product="${product.id}"] select`)
      ?.focus();
    return note;
  };

  const onChange = useCallback(
    (productId: number, choice: PurchaseChoice) => {
      const before = list.rows.find((r) => r.product.id === productId)?.choice.quantity;
      list.change(productId, choice);
      if (before === choice.quantity) return;
      void syncCartLine(cart, productId, choice.quantity).then((message) => {
        if (message) toast.show(message, { variant: 'error' });
      });
    },
    [list, cart, toast],
  );

  // Typed and confirmed with Enter: the row is complete, focus stays in the box for the next SKU.
  const enter = (product: Product, line: EntryLine): string | null => {
    const [outcome] = list.add([
      { product, quantity: line.quantity, isAssembled: line.assembled, hinge: line.hinge },
    ]);
    return outcome ? outcomeNote(outcome) : null;
  };

  const backToSku = useCallback(() => skuRef.current?.focus(), []);

  const send = async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setCapped([]);
    // SKUs typed just before go in first; one that found no product stops the send, so the
    // dealer reads its message before anything reaches the cart.
    if (!((await entryRef.current?.settle()) ?? true)) {
      sendingRef.current = false;
      setSending(false);
      skuRef.current?.focus();
      return;
    }
    const sent = list.current();
    if (!isListValid(sent)) {
      sendingRef.current = false;
      setSending(false);
      return;
    }
    const outcome = await sendRowsToCart(sent);
    const { failures } = outcome;
    list.keepFailed(sent, failures);
    setCapped(outcome.capped);
    sendingRef.current = false;
    setSending(false);
    const added = sent.length - Object.keys(failures).length;
    if (added > 0)
      toast.show(`${added} ${added === 1 ? 'item' : 'items'} added to your cart`, {
        variant: 'success',
        duration: ADDED_TOAST_MS,
        action: { label: 'View Cart', onSelect: () => navigate('/cart') },
      });
    skuRef.current?.focus();
  };

  // The page opens ready for the first SKU.
  useEffect(() => skuRef.current?.focus(), []);

  // Ctrl+Enter (Cmd+Enter on a Mac) sends the list from anywhere on the page; what is still typed
  // in the SKU box goes in first. A dialog has its own (Add Lines).
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
        return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      entryRef.current?.flush();
      void sendRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const totalCents = rows.reduce(
    (sum, r) =>
      sum + lineSubtotalCents({ price: r.product.price ?? 0, quantity: r.choice.quantity }),
    0,
  );
  const valid = isListValid(rows);

  return (
    <Section>
      <Container>
        <PageTitle>Quick Order</PageTitle>
        <Flex direction="column" gap="5">
          <Flex gap="5" align="start" justify="between" wrap="wrap">
            <SkuEntry inputRef={skuRef} handleRef={entryRef} onPick={pick} onEnter={enter} />
            <BulkEntry add={list.add} disabled={sending} />
          </Flex>
          {failedCount > 0 ? (
            <Alert variant="error" role="alert">
              {failedCount === 1 ? '1 row was' : `${failedCount} rows were`} not added to the cart
              and stayed in the list; the reason is under each. The other rows were added.
            </Alert>
          ) : null}
          {capped.length > 0 ? (
            <Alert
              variant="warning"
              title="Added with a lower quantity"
              data-testid="capped-report"
            >
              <ul aria-label="Capped quantities">
                {capped.map((c) => (
                  <li key={c.sku}>{cappedMessage(c)}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <div ref={listRef}>
            <ProductList
              rows={rows}
              errors={errors}
              disabled={sending}
              onChange={onChange}
              onRemove={list.remove}
              onDone={backToSku}
            />
          </div>
          <Flex gap="4" align="center" justify="end" wrap={{ '@phone': 'wrap' }}>
            {rows.length > 0 ? (
              <Text as="span" weight="semibold" role="status">
                {rows.length} {rows.length === 1 ? 'product' : 'products'}, total{' '}
                <Money amount={toDollars(totalCents)} />
              </Text>
            ) : null}
            {rows.length > 0 && !valid ? (
              <Text as="span" tone="error" size="2">
                Remove the out-of-stock rows to add the list to the cart.
              </Text>
            ) : null}
            <Button variant="outline" disabled={rows.length === 0 || sending} onClick={list.clear}>
              Clear All
            </Button>
            <Button
              disabled={!valid || sending}
              loading={sending}
              onClick={send}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              Add to Cart
            </Button>
          </Flex>
        </Flex>
      </Container>
    </Section>
  );
}
