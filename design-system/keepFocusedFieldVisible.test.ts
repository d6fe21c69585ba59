import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusedFieldVisible } from './keepFocusedFieldVisible';

describe('keepFocusedFieldVisible', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('scrolls the focused field into view when the visible area shrinks below it', () => {
    document.body.innerHTML = '<input aria-label="PO Number" />';
    const input = document.querySelector('input')!;
    const scroll = vi.fn();
    input.scrollIntoView = scroll;
    input.getBoundingClientRect = () => ({ top: 700, bottom: 744 }) as DOMRect;
    const viewport = new EventTarget() as VisualViewport;
    Object.assign(viewport, { offsetTop: 0, height: 500 });
    const win = Object.create(window, { visualViewport: { value: viewport } }) as Window;
    stop = keepFocusedFieldVisible(win);
    input.focus();
    viewport.dispatchEvent(new Event('resize'));
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves a field alone that is still in view, and ignores buttons', () => {
    document.body.innerHTML = '<input aria-label="PO Number" /><button>Save</button>';
    const input = document.querySelector('input')!;
    const button = document.querySelector('button')!;
    const scroll = vi.fn();
    input.scrollIntoView = scroll;
    button.scrollIntoView = scroll;
    input.getBoundingClientRect = () => ({ top: 100, bottom: 144 }) as DOMRect;
    button.getBoundingClientRect = () => ({ top: 900, bottom: 944 }) as DOMRect;
    const viewport = new EventTarget() as VisualViewport;
    Object.assign(viewport, { offsetTop: 0, height: 500 });
    const win = Object.create(window, { visualViewport: { value: viewport } }) as Window;
    stop = keepFocusedFieldVisible(win);
    input.focus();
    viewport.dispatchEvent(new Event('resize'));
    button.focus();
    viewport.dispatchEvent(new Event('resize'));
    expect(scroll).not.toHaveBeenCalled();
  });
});
