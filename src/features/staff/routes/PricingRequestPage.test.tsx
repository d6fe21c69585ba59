import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@ds';
import { session, type components } from '@/api';
import { serve } from '../../../../tests/unit/fake-api';
import { addDays, todayUtc } from '../model/offer';
import PricingRequestPage from './PricingRequestPage';

type PricingRequest = components['schemas']['PricingRequest'];

const line = (cartItemId: number, sku: string, price: number, quantity: number) => ({
  cartItemId,
  productId: cartItemId,
  sku,
  description: `${sku} cabinet`,
  color: 'Thielsen Pigeon White',
  price,
  listPrice: price,
  offeredPrice: null,
  note: sku === 'TPW-B12' ? 'Two of these <b>for</b> the island' : null,
  quantity,
  imageIndex: 1,
  qtyRestrictions: 5,
  isAssembled: false,
  isHingeable: false,
  hingeDirection: null,
  hingeChosen: false,
  afmx: 0,
  skuPrefix: 'TPW',
  stock: 12,
});

const REQUEST: PricingRequest = {
  quoteId: 7001,
  status: 'PRICING_REQUESTED',
  dealer: { id: 'd1', name: 'Dana Miller', email: 'dealer@example.com' },
  companyName: 'Miller Kitchens',
  requestedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  quote: {
    id: 7001,
    poNumber: 'HILL-KITCHEN',
    isTaxable: true,
    items: [line(11, 'TPW-B12', 189, 2), line(12, 'TPW-WT33', 96, 1)],
    cartItemCount: 3,
    subTotal: 474,
    tax: 28.44,
    assemblyFee: 0,
    totalPrice: 502.44,
    savedAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    validUntil: addDays(todayUtc(), 25),
    status: 'PRICING_REQUESTED',
    offer: null,
    messages: [
      {
        kind: 'PRICING_REQUESTED',
        from: 'DEALER',
        name: 'Dana Miller',
        text: '<script>alert(1)</script> A 40-cabinet kitchen.',
        at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      },
    ],
    orderId: null,
    orderNumber: null,
  },
};

const ok = () => ({ status: 200, body: REQUEST });

function renderPage() {
  const location = memoryLocation({ path: '/staff/pricing-requests/7001', record: true });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/staff/pricing-requests/:quoteId">
            <PricingRequestPage />
          </Route>
        </Router>
      </ToastProvider>
    </SWRConfig>,
  );
  return { history: location.history, user: userEvent.setup() };
}

const offerCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([r]) => (r as Request).method === 'POST');

beforeEach(() => {
  session.setTokens({ accessToken: 'at-staff', refreshToken: 'rt-staff' });
  session.setStaff('staff@example.com');
});
afterEach(() => session.clear());

describe('Pricing request and Send Offer', { timeout: 20_000 }, () => {
  it('shows the lines, the note and the messages as plain text', async () => {
    serve({ 'GET /staff/pricing-requests/7001': ok });
    renderPage();
    const lines = await screen.findByRole('table', { name: 'Lines of quote HILL-KITCHEN' });
    const b12 = within(lines).getByRole('row', { name: /TPW-B12/ });
    expect(b12).toHaveTextContent('$189.00');
    expect(b12).toHaveTextContent('$378.00');
    expect(b12).toHaveTextContent('Two of these <b>for</b> the island');
    expect(screen.getByText(/<script>alert\(1\)<\/script> A 40-cabinet kitchen\./)).toBeVisible();
    expect(document.querySelector('script, b')).toBeNull();
    expect(screen.getByText(/Quote no\. 7001/)).toHaveTextContent('$502.44');
    expect(screen.getByText(/Quote no\. 7001/)).toHaveTextContent('asked 3 days ago');
  });

  it('bad input is named beside each field and nothing is sent', async () => {
    const fetchMock = serve({ 'GET /staff/pricing-requests/7001': ok });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Offer' }));
    const percent = screen.getByLabelText('Percentage off (%)');
    await waitFor(() =>
      expect(percent).toHaveAccessibleDescription(/whole percentage from 1 to 90/),
    );
    expect(screen.getByLabelText(/Reply to the dealer/)).toHaveAccessibleDescription(
      /Write a reply to the dealer\./,
    );

    await user.type(percent, '95');
    const date = screen.getByLabelText('Valid until');
    await user.clear(date);
    await user.type(date, todayUtc());
    await user.type(screen.getByLabelText(/Reply to the dealer/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/Choose a date after today\./));
    expect(percent).toHaveAccessibleDescription(/whole percentage from 1 to 90/);

    // A price per line: above the line's price, or nothing at all, is refused beside the line.
    await user.selectOptions(screen.getByLabelText('Offer'), 'lines');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    const b12 = screen.getByLabelText('TPW-B12 unit price');
    await waitFor(() => expect(b12).toHaveAccessibleDescription(/at least one line/));
    await user.type(b12, '190');
    await waitFor(() =>
      expect(b12).toHaveAccessibleDescription(/At most \$189\.00, the line's price now\./),
    );
    expect(offerCalls(fetchMock)).toHaveLength(0);
  });

  it('a failed call keeps everything typed; one send however often it is clicked', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let calls = 0;
    const fetchMock = serve({
      'GET /staff/pricing-requests/7001': ok,
      'POST /staff/pricing-requests/7001/offer': async () => {
        calls += 1;
        await held;
        throw new Error('connection reset');
      },
    });
    const { user, history } = renderPage();
    await user.type(await screen.findByLabelText('Percentage off (%)'), '10');
    await user.type(screen.getByLabelText(/Reply to the dealer/), '10 % off until the 8th.');
    const send = screen.getByRole('button', { name: 'Send Offer' });
    send.click();
    send.click();
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    send.click();
    fireEvent.submit(send.closest('form')!);
    await act(async () => release());
    expect(await screen.findByText('Failed to send the offer. Please try again.')).toBeVisible();
    expect(calls).toBe(1);
    expect(screen.getByLabelText('Percentage off (%)')).toHaveValue('10');
    expect(screen.getByLabelText(/Reply to the dealer/)).toHaveValue('10 % off until the 8th.');
    expect(send).not.toHaveAttribute('aria-busy');
    expect(history.at(-1)).toBe('/staff/pricing-requests/7001');
    expect(offerCalls(fetchMock)).toHaveLength(1);
  });

  it('a refusal shows the API text; a sent offer goes back to the list with a toast', async () => {
    let answer = 0;
    const bodies: unknown[] = [];
    serve({
      'GET /staff/pricing-requests/7001': ok,
      'GET /staff/pricing-requests': () => ({ status: 200, body: [] }),
      'POST /staff/pricing-requests/7001/offer': (body) => {
        bodies.push(body);
        return ++answer === 1
          ? { status: 409, body: { error: 'The dealer withdrew this pricing request.' } }
          : { status: 200, body: { ...REQUEST, status: 'OFFER_RECEIVED' } };
      },
    });
    const { user, history } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Offer'), 'lines');
    await user.type(screen.getByLabelText('TPW-WT33 unit price'), '86.4');
    await user.type(screen.getByLabelText(/Reply to the dealer/), 'The table at $86.40.');
    expect(screen.getByText('20/1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('The dealer withdrew this pricing request.')).toBeVisible();
    expect(screen.getByLabelText('TPW-WT33 unit price')).toHaveValue('$86.4');

    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(history.at(-1)).toBe('/staff/pricing-requests'));
    expect(await screen.findByText('Offer sent on quote HILL-KITCHEN.')).toBeInTheDocument();
    const sent = {
      lines: [{ cartItemId: 12, price: 86.4 }],
      validUntil: addDays(todayUtc(), 30),
      reply: 'The table at $86.40.',
    };
    expect(bodies).toEqual([sent, sent]);
  });

  it('an answered request shows the offered prices and its status instead of Send Offer', async () => {
    const offer = {
      offeredAt: REQUEST.requestedAt,
      offeredBy: 'Sam Staff',
      validUntil: addDays(todayUtc(), 14),
      percentOff: 10,
    };
    const answered: PricingRequest = {
      ...REQUEST,
      status: 'OFFER_RECEIVED',
      quote: {
        ...REQUEST.quote,
        status: 'OFFER_RECEIVED',
        offer,
        items: REQUEST.quote.items.map((i) => ({
          ...i,
          offeredPrice: i.sku === 'TPW-B12' ? 170.1 : 86.4,
        })),
      },
    };
    serve({ 'GET /staff/pricing-requests/7001': () => ({ status: 200, body: answered }) });
    renderPage();
    const lines = await screen.findByRole('table', { name: 'Lines of quote HILL-KITCHEN' });
    expect(within(lines).getByRole('row', { name: /TPW-B12/ })).toHaveTextContent(
      'Offered $170.10',
    );
    expect(screen.getByText('This quote reads Offer Received.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Offer' })).toBeNull();
  });
});
