import type { StoryDefault } from '@ladle/react';
import { addLines, atRest, fail, hold, screen } from './screen';
import { putTestLines } from '../../mocks/data/test-lines';
import { cartFromQuote } from './quote-states';

export default { title: 'Screens / Cart' } satisfies StoryDefault;

/** The seed's cart: empty. */
export const Empty = screen('/cart');

/** Asking for the cart never answers. */
export const Loading = screen('/cart', { api: [hold('get', '/carts')] });

/** Asking for the cart fails with a 500: the error with Try Again. */
export const ErrorTryAgain = screen('/cart', { api: [fail('get', '/carts')] });

/** Two base cabinets assembled (hinge chosen), a wall cabinet, hardware. */
export const Lines = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TPW-B12', quantity: 2, isAssembled: true, hingeChosen: true },
      { sku: 'TPW-BER33', quantity: 1 },
      { sku: 'HW-PULL-128', quantity: 10 },
    ]),
});

/** Two wooden tables and one Base Easy Reach: the bundle alert, checkout disabled. */
export const BundleWarning = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TPW-WT33', quantity: 2 },
      { sku: 'TPW-BER36', quantity: 1 },
    ]),
});

/** One line and DEALER10 applied (10 % off). */
export const DiscountApplied = screen('/cart', {
  arrange: (w) => addLines(w, [{ sku: 'TPW-B12', quantity: 2, isAssembled: true }]),
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: 'Have a discount code?' }));
    await user.type(await s.findByRole('textbox', { name: /discount code/i }), 'DEALER10{Enter}');
    await s.findByRole('status', { name: 'Discount Applied' });
  },
});

/** TPW-W3630 has no stock left after it was added: the line says so. */
export const OutOfStock = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TPW-B12', quantity: 1 },
      { sku: 'TPW-W3630', quantity: 2 },
    ]),
});

/** A quote moved to the cart while valid: Quote price lines, one priced today since its quantity changed. */
export const FromQuote = screen('/cart', { arrange: cartFromQuote });

/** The job check with nothing to say: one style, nothing assembled, hardware. */
export const JobCheckNoIssues = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TPW-B12', quantity: 1 },
      { sku: 'HW-PULL-128', quantity: 4 },
    ]),
});

/**
 * Warnings only, each with its one-click fix: a hinge side never chosen (Left, Right), two door
 * styles (Switch to TPW), a Base Easy Reach without its table (Add Wooden Table).
 */
export const JobCheckWarnings = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TPW-B12', quantity: 2, isAssembled: true },
      { sku: 'TPW-BER33', quantity: 1 },
      { sku: 'TPG-B18', quantity: 1 },
    ]),
});

/** Blocking and warnings: an out-of-stock line and a lone wooden table besides a warning. */
export const JobCheckBlockingAndWarnings = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TPW-B12', quantity: 1, isAssembled: true },
      { sku: 'TPW-W3630', quantity: 1 },
      { sku: 'TPW-WT33', quantity: 1 },
    ]),
});

/** The style fix tried on a line not made in the main style: the message names it, nothing changed. */
export const JobCheckFixFailed = screen('/cart', {
  arrange: (w) =>
    addLines(w, [
      { sku: 'TSG-B15', quantity: 2 },
      { sku: 'TPG-B12', quantity: 1 },
    ]),
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: /^Switch to TSG/ }));
    await s.findByText(/Not changed:/);
  },
});

/**
 * Casey Ortiz (Buyer, $2,000.00 limit) with ten assembled base cabinets ($2,203.40): the reason, a note
 * and Submit for Approval in place of Proceed to Check Out.
 */
export const SubmitForApproval = screen('/cart', {
  as: 'buyer@example.com',
  arrange: (w) =>
    putTestLines(w.state, w.catalog.bySku, {
      email: 'buyer@example.com',
      lines: [{ sku: 'TPW-B12', quantity: 10, isAssembled: true, hingeChosen: true }],
    }),
});

/** Submit for Approval refused (the Owner lowered the limit meanwhile): the reason, the note kept. */
export const SubmitForApprovalFailed = screen('/cart', {
  as: 'buyer@example.com',
  arrange: (w) =>
    putTestLines(w.state, w.catalog.bySku, {
      email: 'buyer@example.com',
      lines: [{ sku: 'TPW-B12', quantity: 10, isAssembled: true, hingeChosen: true }],
    }),
  api: [fail('post', '/approval-requests', 403, 'Only the company owner can do this.')],
  play: async (user, s) => {
    await user.type(await s.findByLabelText(/Note for the owner/), 'Ortiz kitchen, phase 2');
    await user.click(s.getByRole('button', { name: 'Submit for Approval' }));
    await s.findByText('Only the company owner can do this.');
    if ((s.getByLabelText(/Note for the owner/) as HTMLTextAreaElement).value === '')
      throw new Error('The note was lost.');
    atRest();
  },
});
