import { expect, test } from './fixtures';
import { PHONE, setWidth } from './responsive-support';

// A window resized while Stitches is still adding the rules of components that have just
// mounted must still take its phone layout. Chromium misses the width change in that case and
// keeps every @phone rule on the page off until a reload (design-system/keepMediaQueriesLive.ts);
// one such CI run measured /my-account at 390 px with its desktop buttons. Here the inserts are
// made on purpose, into the same sheet and groups Stitches writes to, while the window narrows.

/** How many times the race is run: without the repair about nine in ten are lost. */
const ROUNDS = 3;

test('a window narrowed while styles are being added still gets the phone layout', async ({
  page,
  dealer,
}) => {
  await dealer.signIn(page);
  const edit = page.getByRole('button', { name: 'Edit Your Profile' });
  for (let round = 1; round <= ROUNDS; round++) {
    await setWidth(page, 1920);
    await page.goto('/my-account');
    await expect(edit).toBeVisible();
    expect((await edit.boundingBox())!.width).toBeLessThan(PHONE.width / 2);

    await page.evaluate(() => {
      // Stitches groups its rules in `@media {}` blocks of one sheet, marked by `--sxs` rules.
      const sheet = [...document.styleSheets].find((s) =>
        [...s.cssRules].some((r) => r.cssText.includes('--sxs')),
      );
      if (!sheet) throw new Error('no Stitches sheet on the page');
      const groups = [...sheet.cssRules].filter(
        (r): r is CSSMediaRule => r instanceof CSSMediaRule,
      );
      let n = 0;
      const timer = setInterval(() => {
        const group = groups[n % groups.length]!;
        group.insertRule(`.media-race-${n}{}`, group.cssRules.length);
        if (++n > 40) clearInterval(timer);
      }, 1);
    });
    await setWidth(page, 768);
    await setWidth(page, PHONE.width);
    // On a phone the button spans the card (ProfileCard): 44 px tall, nearly the window's width.
    await expect(async () => {
      const box = (await edit.boundingBox())!;
      expect({ round, wide: box.width > PHONE.width / 2, height: box.height }).toEqual({
        round,
        wide: true,
        height: 44,
      });
    }).toPass({ timeout: 2_000 });
  }
});
