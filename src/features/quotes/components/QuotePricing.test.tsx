import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mutate } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDay, ToastProvider } from '@ds';
import { session } from '@/api';
import { createWorld, tokensFor, type World } from '../../../../mocks/msw';
import { quotesInEachStatus } from '../../../../ladle/screens/quote-states';
import { mswServer, serveDemo } from '../../../../tests/unit/fake-api';
import { useQuote } from '../api/quote';
import { QuoteView } from './QuoteView';

// The dealer's side of special pricing on the quote detail, against the demo API in-process
// (docs/business-rules.md#quote-prices).

const DAY_MS = 86_400_000;
let world: World;

function Detail() {
  const { data } = useQuote(7001);
  return data ? <QuoteView quote={data} /> : null;
}

function renderDetail() {
  const { hook } = memoryLocation({ path: '/quotes/7001' });
  render(
    <ToastProvider>
      <Router hook={hook}>
        <Detail />
      </Router>
    </ToastProvider>,
  );
  return userEvent.setup();
}

const terms = () => world.state.data['dealer@example.com']!.quotes[0]!.terms!;
const status = () => screen.getByTestId('quote-status');

beforeEach(async () => {
  // The moves write into SWR's global cache, as in the app; nothing cached by another test stays.
  await mutate(() => true, undefined, { revalidate: false });
  world = serveDemo(createWorld());
  session.setTokens(tokensFor(world));
});
afterEach(() => session.clear());

async function openRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Request Special Pricing' }));
  return screen.findByRole('dialog', { name: 'Request Special Pricing' });
}

describe('Request Special Pricing', { timeout: 20_000 }, () => {
  it('refuses a blank or spaces-only message beside the field and sends nothing', async () => {
    const user = renderDetail();
    const dialog = await openRequest(user);
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    expect(within(dialog).getByText('0/1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(/Please write a message/));
    await user.type(message, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(/Please write a message/)).toBeInTheDocument();
    expect(within(dialog).getByText('3/1000 characters')).toBeInTheDocument();
    expect(world.state.data['dealer@example.com']!.quotes[0]!.terms?.messages ?? []).toEqual([]);
    expect(status()).toHaveTextContent('Draft');
  });

  it('keeps what was typed when the call fails, and then sends it once with the line note', async () => {
    const user = renderDetail();
    const dialog = await openRequest(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hill kitchen <b>');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note on TPW-B12' }), 'Island');
    const cut = http.post('*/carts/7001/pricing-request', () => HttpResponse.error());
    mswServer.use(cut);
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Hill kitchen <b>',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note on TPW-B12' })).toHaveValue('Island');
    expect(status()).toHaveTextContent('Draft');

    mswServer.resetHandlers();
    serveDemo(world);
    // The answer waits until released: a second click meanwhile must send nothing.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    mswServer.use(
      http.post('*/carts/7001/pricing-request', async () => {
        sent += 1;
        await released; // then the demo API answers
      }),
    );
    const send = within(dialog).getByRole('button', { name: 'Send Request' });
    await user.click(send);
    await waitFor(() => expect(sent).toBe(1));
    await user.click(send);
    release();
    await waitFor(() => expect(status()).toHaveTextContent('Pricing Requested'));
    expect(sent).toBe(1);
    expect(terms().messages.map((m) => m.text)).toEqual(['Hill kitchen <b>']);
    const b12 = world.state.data['dealer@example.com']!.quotes[0]!.items.find(
      (i) => i.cartItemId === 9203,
    );
    expect(b12?.note).toBe('Island');
    // The history shows the message as text, not markup.
    const history = screen.getByRole('region', { name: 'Pricing History' });
    expect(within(history).getByText('Hill kitchen <b>')).toBeInTheDocument();
    expect(history.querySelector('b')).toBeNull();
  });
});

describe('an open request', { timeout: 20_000 }, () => {
  it('locks the lines and asks before Withdraw Request', async () => {
    quotesInEachStatus(world, ['PRICING_REQUESTED']);
    world.state.data['dealer@example.com']!.quotes[0]!.items[2]!.note = 'For the <b>island</b>';
    const user = renderDetail();
    expect(await screen.findByTestId('lines-locked')).toHaveTextContent(/Withdraw Request first/);
    // Nothing on the lines to change: no quantity, assembly or hinge control, no remove, no batch
    // or style change; each line's choice reads as text, with the note sent with the request.
    const lines = screen.getByRole('list', { name: 'Quote items' });
    expect(within(lines).queryAllByRole('combobox')).toEqual([]);
    expect(within(lines).queryAllByRole('checkbox')).toEqual([]);
    expect(within(lines).queryAllByRole('button')).toEqual([]);
    expect(within(lines).getByRole('listitem', { name: 'TPW-B12' })).toHaveTextContent(
      /For the <b>island<\/b>.*Qty 2.*Assembled · Hinge Left/,
    );
    expect(lines.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batch Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Compare/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move to Shopping Cart' })).toBeDisabled();
    // Deleting waits for the request to be withdrawn too (the API refuses it meanwhile).
    expect(screen.getByTestId('lines-locked')).toHaveTextContent(/or delete the quote/);
    expect(screen.queryByRole('button', { name: 'Delete This Cart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw Request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw Request' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(terms().phase).toBe('PRICING_REQUESTED');
    await user.click(screen.getByRole('button', { name: 'Withdraw Request' }));
    await user.click(await screen.findByRole('button', { name: 'Yes! Withdraw' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));
    expect(screen.queryByTestId('lines-locked')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove TPW-B12' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete This Cart' })).toBeEnabled();
  });
});

describe('an offer', { timeout: 20_000 }, () => {
  it('shows the offer beside the list prices; Accept Offer makes its prices the quote’s', async () => {
    quotesInEachStatus(world, ['OFFER_RECEIVED']);
    const user = renderDetail();
    const panel = await screen.findByRole('region', { name: 'Offer Received' });
    // 10 % off: TPW-B12 $189.00 -> $170.10 ×2 saves $37.80.
    const b12 = within(panel).getByRole('row', { name: /TPW-B12/ });
    expect(b12).toHaveTextContent('$189.00$170.10$37.80');
    expect(within(panel).getByRole('row', { name: /Total saving/ })).toHaveTextContent('$88.60');
    expect(panel).toHaveTextContent('10 % off until the 8th.');
    await user.click(within(panel).getByRole('button', { name: 'Accept Offer' }));
    await waitFor(() => expect(status()).toHaveTextContent('Accepted'));
    expect(terms().phase).toBe('ACCEPTED');
    expect(screen.getByLabelText('Unit price TPW-B12')).toHaveTextContent('$170.10');
    expect(screen.getByRole('region', { name: 'Accepted Offer' })).toBeInTheDocument();
  });

  it('shows the refusal of an offer that expired meanwhile, and nothing as accepted', async () => {
    quotesInEachStatus(world, ['OFFER_RECEIVED']);
    const user = renderDetail();
    const panel = await screen.findByRole('region', { name: 'Offer Received' });
    // The offer's last day passes while the screen is open (yesterday, UTC).
    terms().offer!.validUntil = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    await user.click(within(panel).getByRole('button', { name: 'Accept Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This offer expired on ${formatDay(terms().offer!.validUntil)}.`,
    );
    await waitFor(() => expect(status()).toHaveTextContent('Expired'));
    expect(terms().phase).toBe('OFFER_RECEIVED');
    expect(screen.queryByRole('button', { name: 'Accept Offer' })).toBeNull();
    const lapsed = screen.getByRole('region', { name: 'Expired Offer' });
    expect(lapsed).toHaveTextContent('Expired on');
    expect(within(lapsed).getByRole('button', { name: 'Ask Again' })).toBeEnabled();
  });

  it('Ask Again needs a message, then reads Pricing Requested with the history kept', async () => {
    quotesInEachStatus(world, ['OFFER_RECEIVED']);
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ask Again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Again' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Please write a message/)).toBeInTheDocument();
    expect(terms().phase).toBe('OFFER_RECEIVED');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Could you do 15 %?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toHaveTextContent('Pricing Requested'));
    expect(terms().messages.map((m) => m.kind)).toEqual([
      'PRICING_REQUESTED',
      'OFFER_SENT',
      'ASKED_AGAIN',
    ]);
    const history = screen.getByRole('region', { name: 'Pricing History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(history).toHaveTextContent('Could you do 15 %?');
    expect(screen.queryByRole('region', { name: 'Offer Received' })).toBeNull();
  });
});
