import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../../mocks/lib/pdf-text';
import { expect, test } from './fixtures';
import { call, expectStatus, orderKey, pdfBytes, skipUnlessLocal } from './support';
import { expectQuote, quoteSteps, staffSignIn } from './quote-flow';

// An order placed from an Accepted quote names the quote and the offer its prices came from, in
// the order list and on the invoice (docs/business-rules.md#quote-prices); any other order does not.

test.beforeEach(() => skipUnlessLocal('staff answer a pricing request and the order is placed'));

async function placeOrder(request: APIRequestContext, token: string, profile: string) {
  const placed = await call(request, 'POST', '/orders/checkout', {
    token,
    data: { paymentProfileId: profile },
    headers: orderKey(),
  });
  expectStatus(placed, 201);
  const orders = await call(request, 'GET', '/orders?page=1', { token });
  expectStatus(orders, 200);
  return orders.body.orders.find((o: { id: number }) => o.id === placed.body.orderId);
}

const invoiceText = async (request: APIRequestContext, token: string, id: number) => {
  const invoice = await call(request, 'GET', `/orders/${id}/download`, { token });
  expectStatus(invoice, 200);
  return pdfText(pdfBytes(invoice.body.pdf));
};

test('[checkout] [listOrders] [downloadInvoice] an order from an Accepted quote names the quote and its offer', async ({
  request,
  signedIn: { token, seed },
}) => {
  const steps = quoteSteps(request, seed.quote, token, () => staffSignIn(request));
  await expectQuote(steps.request(), 'PRICING_REQUESTED');
  const offered = await expectQuote(steps.offer({ percentOff: 10 }), 'OFFER_RECEIVED');
  const accepted = await expectQuote(steps.accept(), 'ACCEPTED');
  expectStatus(await call(request, 'PUT', `/carts/switch-to-cart/${seed.quote}`, { token }), 200);

  const order = await placeOrder(request, token, seed.paymentProfileId);
  expect(order.quote).toEqual({
    id: seed.quote,
    poNumber: accepted.poNumber,
    offeredAt: offered.quote.offer.offeredAt,
  });
  expect(order.finalAmount).toBe(accepted.totalPrice);
  const ordered = await expectQuote(steps.get(), 'ORDERED');
  expect(ordered.orderId).toBe(order.id);
  expect(ordered.orderNumber).toBe(order.salesOrderNumber);
  const invoice = await invoiceText(request, token, order.id);
  expect(invoice).toContain('From quote:');
  expect(invoice).toContain(
    `${accepted.poNumber ?? 'Untitled PO Number'} (no. ${seed.quote}) · special pricing offer of ${offered.quote.offer.offeredAt.slice(0, 10)}`,
  );
});

test('[checkout] [listOrders] an order from a Draft quote, or from the cart, names no quote', async ({
  request,
  signedIn: { token, seed },
}) => {
  expectStatus(await call(request, 'PUT', `/carts/switch-to-cart/${seed.quote}`, { token }), 200);
  const order = await placeOrder(request, token, seed.paymentProfileId);
  expect(order.quote ?? null).toBeNull();
  expect(await invoiceText(request, token, order.id)).not.toContain('From quote');
});
