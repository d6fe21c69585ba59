import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusedFieldVisible } from './keepFocusedFieldVisible';

describe('keepFocusedFieldVisible', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  /** Puts an element 44 px tall at `top` and records its scrollIntoView calls in `scroll`. */
  const place = (selector: string, top: number, scroll: () => void) => {
    const el = document.querySelector<HTMLElement>(selector)!;
    el.scrollIntoView = scroll;
    el.getBoundingClientRect = () => ({ top, bottom: top + 44 }) as DOMRect;
    return el;
  };

  /** Watches a window whose visible area is 500 px tall; the result shrinks it (a resize). */
  const watch = () => {
    const viewport = new EventTarget() as VisualViewport;
    Object.assign(viewport, { offsetTop: 0, height: 500 });
    const win = Object.create(window, { visualViewport: { value: viewport } }) as Window;
    stop = keepFocusedFieldVisible(win);
    return () => viewport.dispatchEvent(new Event('resize'));
  };

  it('scrolls the focused field into view when the visible area shrinks below it', () => {
    document.body.innerHTML = '<input aria-label="PO Number" />';
    const scroll = vi.fn();
    const input = place('input', 700, scroll);
    const resize = watch();
    input.focus();
    resize();
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves a field alone that is still in view, and ignores buttons', () => {
    document.body.innerHTML = '<input aria-label="PO Number" /><button>Save</button>';
    const scroll = vi.fn();
    const input = place('input', 100, scroll);
    const button = place('button', 900, scroll);
    const resize = watch();
    input.focus();
    resize();
    button.focus();
    resize();
    expect(scroll).not.toHaveBeenCalled();
  });
});
