import type { StoryDefault } from '@ladle/react';
import { atRest, screen } from './screen';

export default { title: 'Screens / Quick Order' } satisfies StoryDefault;

/** Nothing entered yet. */
export const Empty = screen('/quick-order');

/** Two SKUs typed and added. */
export const Rows = screen('/quick-order', {
  play: async (user, s) => {
    const box = await s.findByLabelText('Add by SKU');
    await user.type(box, 'TPW-B12{Enter}');
    await s.findByRole('button', { name: 'Remove TPW-B12' });
    await user.type(box, 'TPW-BER33{Enter}');
    await s.findByRole('button', { name: 'Remove TPW-BER33' });
  },
});

/** A SKU the catalogue does not have: the entry says so. */
export const InvalidRow = screen('/quick-order', {
  play: async (user, s) => {
    await user.type(await s.findByLabelText('Add by SKU'), 'TPW-NOPE9{Enter}');
    await s.findByText(/TPW-NOPE9/);
  },
});

/** A pasted list with a good line, an unknown SKU and an out-of-stock one: the line report. */
export const PasteReport = screen('/quick-order', {
  play: async (user, s) => {
    await user.click(await s.findByRole('button', { name: 'Paste a List' }));
    await user.type(
      await s.findByLabelText('SKUs and quantities'),
      'TPW-B12 2{Enter}TPW-XX1 1{Enter}TPW-W3630 1',
    );
    await user.click(s.getByRole('button', { name: 'Add Lines' }));
    await s.findByRole('region', { name: 'Line report' }, { timeout: 5000 });
    atRest();
  },
});
