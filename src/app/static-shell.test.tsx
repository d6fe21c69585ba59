import { describe, expect, it } from 'vitest';
import { renderStaticShell } from './static-shell';

describe('the static shell written into index.html', () => {
  it('is the tariff advisory as the app draws it, with its styles', () => {
    const { html, css } = renderStaticShell();
    const box = document.createElement('div');
    box.innerHTML = html;
    const region = box.querySelector(
      '#site-advisory > [role="region"][aria-label="Tariff advisory"]',
    );
    expect(region?.textContent).toContain("We will give at least four weeks' notice");
    // Every class of the markup has its rule in the CSS, so it looks the same before the app runs.
    const classes = [...box.querySelectorAll('[class]')].flatMap((e) => [...e.classList]);
    const stitches = classes.filter((c) => c.startsWith('c-'));
    expect(stitches.length).toBeGreaterThan(0);
    for (const c of stitches) expect(css).toContain(`.${c}`);
  });

  it('starts the maintenance call, which gates every screen, with the page', () => {
    expect(renderStaticShell().preloadFetch).toEqual(['/api/maintenance']);
  });
});
