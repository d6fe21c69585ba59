import { describe, expect, it } from 'vitest';
import { ERROR_RULES, errorText, type ErrorFamily } from './errors';

const server = { error: 'Incorrect username or password.' };

describe('error texts per call family', () => {
  const withServerText: [ErrorFamily, string][] = [
    ['signIn', 'An unexpected error occurred.'],
    ['signup', 'Sign up failed. Please try again.'],
    ['contact', 'Failed to send your message. Please try again.'],
    ['passwordReset', 'Password reset failed. Please try again.'],
    ['cartAdd', 'Failed to add item to cart. Please try again.'],
    ['cartDeleteItem', 'Failed to delete cart item.'],
    ['cartClear', 'Failed to clear the cart.'],
    ['quoteClear', 'Failed to clear Quote'],
    ['quoteToCart', 'Failed to switch quote to cart'],
    ['payment', 'An unexpected error occurred.'],
    ['address', 'An unexpected error occurred.'],
    ['pdf', 'An unexpected error occurred.'],
    ['invoice', 'An unexpected error occurred.'],
    ['checkout', 'Checkout failed, please try again.'],
    ['newPassword', 'Failed to update password. Please try again.'],
    ['lockStatus', 'Failed to check order status'],
    ['dealers', 'Failed to load dealers. Please try again.'],
    ['acting', 'Failed to switch accounts. Please try again.'],
    ['pricingRequests', 'Failed to load pricing requests. Please try again.'],
    ['pricingOffer', 'Failed to send the offer. Please try again.'],
  ];
  it.each(withServerText)('%s shows the server text, else its fallback', (family, fallback) => {
    expect(errorText(family, server)).toBe(server.error);
    expect(errorText(family, {})).toBe(fallback);
    expect(errorText(family, undefined)).toBe(fallback);
    expect(errorText(family, { error: '  ' })).toBe(fallback);
  });

  const fixed: [ErrorFamily, string][] = [
    ['orders', 'Failed to fetch orders. Please try again later.'],
    ['product', 'Error fetching product.'],
    ['activationLoad', 'Failed to load account information.'],
    ['activationRequest', 'Failed to send activation request.'],
    ['activationConfirm', 'Failed to confirm activation.'],
    ['lockStatusUnexpected', 'Unexpected response from server'],
    ['passwordResetCode', 'Password reset failed. Please check your code and try again.'],
  ];
  it.each(fixed)('%s always shows its fixed text', (family, text) => {
    expect(errorText(family, server)).toBe(text);
    expect(errorText(family, undefined)).toBe(text);
  });

  it('covers every family in one of the tables above', () => {
    const tested = new Set([...withServerText, ...fixed].map(([f]) => f));
    const untested = Object.keys(ERROR_RULES).filter((f) => !tested.has(f as ErrorFamily));
    expect(untested.sort()).toEqual(['accountUpdate', 'generic', 'quote'].sort());
    for (const f of untested)
      expect(errorText(f as ErrorFamily, {})).toBe('An unexpected error occurred.');
  });
});

describe('answers the validating gate makes itself', () => {
  const problem = (status: number, title: string) => ({
    type: `https://stoplight.io/prism/errors#${title.toUpperCase().replace(/ /g, '_')}`,
    title,
    status,
    detail: 'Your request is not valid and no HTTP validation response was found in the spec.',
  });

  it('a refused request (422) gets a plain message, not the gate wording', () => {
    const text = errorText('contact', problem(422, 'Invalid request'));
    expect(text).toBe(
      'Some of the details sent were not accepted. Please check them and try again.',
    );
    expect(text).not.toMatch(/prism|spec|validation/i);
  });

  it('a missing or refused credential (401) asks to sign in again', () => {
    expect(errorText('cartAdd', problem(401, 'Invalid security scheme used'))).toBe(
      'Your session has ended. Please sign in again.',
    );
  });

  it('an oversized body shows the server text of the contract 413', () => {
    expect(errorText('contact', { error: 'Request body is too large.' })).toBe(
      'Request body is too large.',
    );
  });

  it('other problem statuses fall back to the family text', () => {
    expect(errorText('signup', problem(405, 'Method not allowed'))).toBe(
      'Sign up failed. Please try again.',
    );
  });

  it('families with a fixed text keep it for gate answers too', () => {
    expect(errorText('orders', problem(422, 'Invalid request'))).toBe(
      'Failed to fetch orders. Please try again later.',
    );
  });
});
