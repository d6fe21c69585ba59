import { describe, expect, it } from 'vitest';
import { CABINET_COLORS, FIRST_COLOR_PICTURE } from '@/features/catalog/data/colors';
import { pageFrameGuard } from './page-frame-guard';
import { renderStaticShell } from './static-shell';

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

/** Every Stitches class of the markup has its rule in the CSS: it looks the same before the app runs. */
function expectStyled(box: HTMLElement, css: string) {
  const classes = [...box.querySelectorAll('[class]')].flatMap((e) => [...e.classList]);
  const stitches = classes.filter((c) => c.startsWith('c-'));
  expect(stitches.length).toBeGreaterThan(0);
  for (const c of new Set(stitches)) expect(css).toContain(`.${c}`);
}

describe('the static shell written into index.html', () => {
  it('is the tariff advisory as the app draws it, with its styles', async () => {
    const { html, css } = await renderStaticShell();
    const box = parse(html);
    const region = box.querySelector(
      '#site-advisory > [role="region"][aria-label="Tariff advisory"]',
    );
    expect(region?.textContent).toContain("We will give at least four weeks' notice");
    expectStyled(box, css);
  });

  it('starts the maintenance call, which gates every screen, with the page', async () => {
    expect((await renderStaticShell()).preloadFetch).toEqual(['/api/maintenance']);
  });

  it('draws no page frame unless asked (the dev server serves index.html alone)', async () => {
    expect((await renderStaticShell()).frames).toEqual({});
  });
});

describe('the page frames the route documents draw', () => {
  const TITLES = { '/cart': 'SHOPPING CART', '/checkout': 'ONE STEP CHECKOUT' };

  it('frames the dealer screens whose first view is their title and placeholders', async () => {
    const { frames } = await renderStaticShell({ frames: true });
    expect(Object.keys(frames).sort()).toEqual([...Object.keys(TITLES), '/our-products'].sort());
    // Every frame is a dealer's page: the guard runs before it is parsed, so a visitor and staff
    // never see it (nor staff acting as a dealer, whose banner would move it).
    for (const markup of Object.values(frames)) {
      expect(markup.startsWith(pageFrameGuard())).toBe(true);
      expect(markup.split('<script').length).toBe(2);
    }
  });

  it('/our-products: the colour grid as the app draws it, behind the guard for anyone but a dealer', async () => {
    const { frames, css } = await renderStaticShell({ frames: true });
    const box = parse((frames['/our-products'] ?? '').slice(pageFrameGuard().length));
    const frame = box.querySelector('#page-frame');
    expect(frame?.hasAttribute('inert')).toBe(true);
    // Beside the frame, only React's preload of the first picture (the document's head asks for
    // the same URL, and the browser fetches it once).
    const others = [...box.children].filter((e) => e !== frame);
    expect(others.map((e) => [e.getAttribute('rel'), e.getAttribute('href')])).toEqual([
      ['preload', FIRST_COLOR_PICTURE],
    ]);
    expect(frame?.querySelector('h1')?.textContent).toBe('Our Products');
    expect(frame?.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      'Cabinets',
    );
    // Its first view only: the first row of cards on a laptop (three), beginning with the
    // picture the head preloads.
    const pictures = [...(frame?.querySelectorAll('[role="tabpanel"] img') ?? [])];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(
      CABINET_COLORS.slice(0, 3).map((color) => color.imageUrl),
    );
    expect(pictures[0]?.getAttribute('src')).toBe(FIRST_COLOR_PICTURE);
    expectStyled(box, css);
  });

  it.each(Object.entries(TITLES))(
    '%s: the header and the title, inert, styled, saying nothing the app would take back',
    async (route, title) => {
      const { frames, css } = await renderStaticShell({ frames: true });
      const box = parse((frames[route] ?? '').slice(pageFrameGuard().length));
      const frame = box.querySelector('#page-frame');
      expect(frame?.hasAttribute('inert')).toBe(true);
      // All of it is inside the frame, which the app removes: nothing is left behind.
      expect(box.children).toHaveLength(1);
      expect(frame?.querySelector('header [data-testid="logo"]')).not.toBeNull();
      expect(frame?.querySelector('h1')?.textContent).toBe(title);
      // Rendered with nothing loaded, the screen shows only its title: no 'empty cart', no
      // 'could not be loaded', no $0.00 (the cart link holds a placeholder, not a total).
      const screen = frame?.querySelector('header')?.nextElementSibling;
      expect(screen?.textContent).toBe(title);
      expect(frame?.querySelector('[data-testid="cart-total"]')).toBeNull();
      expectStyled(box, css);
    },
  );
});
