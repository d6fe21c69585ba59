import { describe, expect, it } from 'vitest';
import { MAX_FAILURES, SignInThrottle, throttledMessage, WINDOW_MS } from './throttle';

const t0 = 1_800_000_000_000;

describe('sign-in throttling', () => {
  it('refuses after 10 failures within 15 minutes, then lets the e-mail in again', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < MAX_FAILURES - 1; i++) throttle.fail('a@example.com', t0 + i * 1000);
    expect(throttle.retryAfter('a@example.com', t0 + 10_000)).toBe(0);
    throttle.fail('A@Example.com ', t0 + 60_000);
    // Until the oldest failure (t0) is 15 minutes old.
    expect(throttle.retryAfter('a@example.com', t0 + 60_000)).toBe(WINDOW_MS / 1000 - 60);
    expect(throttle.retryAfter('a@example.com', t0 + WINDOW_MS - 1)).toBe(1);
    expect(throttle.retryAfter('a@example.com', t0 + WINDOW_MS)).toBe(0);
    expect(throttle.retryAfter('other@example.com', t0 + 60_000)).toBe(0);
  });

  it('failures spread over more than 15 minutes never lock', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 30; i++) throttle.fail('b@example.com', t0 + i * 2 * 60_000);
    expect(throttle.retryAfter('b@example.com', t0 + 30 * 2 * 60_000)).toBe(0);
  });

  it('clear forgets every failure', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < MAX_FAILURES; i++) throttle.fail('c@example.com', t0);
    expect(throttle.retryAfter('c@example.com', t0)).toBeGreaterThan(0);
    throttle.clear();
    expect(throttle.retryAfter('c@example.com', t0)).toBe(0);
  });

  it('says the wait in whole minutes', () => {
    expect(throttledMessage(900)).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(throttledMessage(1)).toBe(
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    );
  });
});
