import { describe, expect, it } from 'vitest';
import { toastTop } from './toastPlacement';

const toast = { top: 156, bottom: 212, left: 440, right: 1000 };

describe('toastTop', () => {
  it('stays at its resting place when nothing is focused or the focus is elsewhere', () => {
    expect(toastTop({ resting: 156, toast, focused: null, viewportHeight: 900 })).toBe(156);
    const aside = { top: 150, bottom: 190, left: 1100, right: 1300 };
    expect(toastTop({ resting: 156, toast, focused: aside, viewportHeight: 900 })).toBe(156);
  });

  it('moves below a focused control it would cover', () => {
    const field = { top: 170, bottom: 210, left: 500, right: 900 };
    expect(toastTop({ resting: 156, toast, focused: field, viewportHeight: 900 })).toBe(226);
  });

  it('keeps a gap even when the boxes only nearly touch', () => {
    const field = { top: 220, bottom: 260, left: 500, right: 900 };
    expect(toastTop({ resting: 156, toast, focused: field, viewportHeight: 900 })).toBe(276);
  });

  it('goes above the control when below does not fit', () => {
    const field = { top: 160, bottom: 880, left: 500, right: 900 };
    const top = toastTop({ resting: 156, toast, focused: field, viewportHeight: 900 });
    expect(top).toBe(88);
  });
});
