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
  it.each(fixed)('%s always shows the fixed spec text', (family, text) => {
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
