import { describe, expect, it } from 'vitest';
import { delayAfter, inWords, Limits, TEXTS } from './throttle';

const t0 = 1_800_000_000_000;
const MIN = 60_000;

describe('windows', () => {
  it('refuse the event past the maximum until the oldest leaves the window', () => {
    const limits = new Limits();
    const limit = { max: 3, windowMs: 15 * MIN };
    for (let i = 0; i < 3; i++) limits.note('k', t0 + i * MIN);
    expect(limits.retryAfter('k', limit, t0 + 2 * MIN)).toBe(13 * 60);
    expect(limits.retryAfter('k', limit, t0 + 15 * MIN - 1)).toBe(1);
    expect(limits.retryAfter('k', limit, t0 + 15 * MIN)).toBe(0);
    expect(limits.retryAfter('other', limit, t0)).toBe(0);
    limits.clear();
    expect(limits.retryAfter('k', limit, t0 + 2 * MIN)).toBe(0);
  });
});

describe('growing waits for one e-mail from one client', () => {
  it('start after 4 free failures at 15 seconds, double, and stop at 15 minutes', () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 30].map((n) => delayAfter(n) / 1000)).toEqual([
      15, 30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it('count from the last failure; forgetting starts over', () => {
    const limits = new Limits();
    for (let i = 0; i < 5; i++) limits.note('pair', t0);
    expect(limits.pairDelay('pair', t0)).toBe(15);
    expect(limits.pairDelay('pair', t0 + 14_500)).toBe(1);
    expect(limits.pairDelay('pair', t0 + 15_000)).toBe(0);
    limits.note('pair', t0 + 15_000);
    expect(limits.pairDelay('pair', t0 + 15_000)).toBe(30);
    limits.forget('pair');
    expect(limits.pairDelay('pair', t0 + 15_000)).toBe(0);
  });
});

describe('texts', () => {
  it('say the wait in seconds under a minute, else whole minutes', () => {
    expect(inWords(1)).toBe('1 second');
    expect(inWords(15)).toBe('15 seconds');
    expect(inWords(60)).toBe('1 minute');
    expect(inWords(61)).toBe('2 minutes');
    expect(TEXTS.signIn(900)).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });
});
