import { expect, type Page } from '@playwright/test';

/**
 * One-handed use on a phone: every visible control (button, field, tab, link outside running
 * text) is at least 44 x 44 px, and no visible text is smaller than 14 px.
 */
export async function assertPhoneSized(page: Page) {
  const problems = await page.evaluate(() => {
    const MIN_TARGET = 44;
    const MIN_TEXT = 14;
    const out: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return (
        r.width > 1 &&
        r.height > 1 &&
        s.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const label = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
    // The screen's own content; the header and footer are the shell's (app-shell tests).
    const main = document.querySelector('main') ?? document.body;
    const controls = main.querySelectorAll(
      'button, input:not([type="hidden"]), select, textarea, [role="tab"], a[href]',
    );
    for (const el of controls) {
      if (!visible(el)) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8): the text around it spaces it out.
      if (el.tagName === 'A' && el.parentElement?.closest('p, li p, dd')) continue;
      // A check box answers taps on the 44 px row around it (design-system/Checkbox.tsx).
      const box = el.getAttribute('role') === 'checkbox' ? el.parentElement : el;
      const r = (box ?? el).getBoundingClientRect();
      if (Math.round(r.width) < MIN_TARGET || Math.round(r.height) < MIN_TARGET)
        out.push(`${label(el)} is ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || !visible(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < MIN_TEXT) out.push(`${label(el)} text is ${size}px`);
    }
    return [...new Set(out)];
  });
  expect(problems, `not phone-sized on ${page.url()}`).toEqual([]);
}
