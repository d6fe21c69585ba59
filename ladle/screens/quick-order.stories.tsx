import type { StoryDefault } from '@ladle/react';
import type { UserEvent } from '@testing-library/user-event';
import type { screen as dom } from '@testing-library/dom';
import threeRooms from '../../docs/examples/three-rooms.xml?raw';
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

/** Chooses a design file with Import a Design (style TPW) and waits for its report or refusal. */
const importDesign =
  (name: string, xml: string, settled: 'Design report' | 'alert') =>
  async (user: UserEvent, s: typeof dom) => {
    await user.selectOptions(await s.findByLabelText('Match item codes to'), 'TPW');
    await user.upload(
      s.getByLabelText('2020 Design XML file'),
      new File([xml], name, { type: 'text/xml' }),
    );
    if (settled === 'alert') await s.findByRole('alert', {}, { timeout: 5000 });
    else await s.findByRole('region', { name: settled }, { timeout: 5000 });
    atRest();
  };

const designItem = (code: string, extra = '') =>
  `<Item><UserCode>${code}</UserCode><Quantity>1</Quantity>${extra}</Item>`;
const designXml = (...rooms: string[][]) =>
  `<?xml version="1.0"?><Project><Identification><MeasurementUnit>Imperial</MeasurementUnit></Identification>${rooms
    .map((r) => `<Design><Catalog>${r.join('')}</Catalog></Design>`)
    .join('')}</Project>`;
const size = (width: string) =>
  `<Var><Name>Width</Name><Value><![CDATA[${width}]]></Value></Var><Var><Name>Height</Name><Value><![CDATA[34 1/2]]></Value></Var>`;

/** docs/examples/three-rooms.xml imported: every item resolved, 9 lines ready for the cart. */
export const DesignAllResolved = screen('/quick-order', {
  play: importDesign('three-rooms.xml', threeRooms, 'Design report'),
});

/** A design with an unknown code, an out-of-stock cabinet and a full SKU of a style without it: each refused by room. */
export const DesignSomeRefused = screen('/quick-order', {
  play: importDesign(
    'kitchen.xml',
    designXml(
      [designItem('B12', '<Hinge>Right</Hinge>'), designItem('TPW-B1Z')],
      [designItem('W3630'), designItem('TSG-B12')],
    ),
    'Design report',
  ),
});

/** A finished side, a hinge on moulding and a widened base: each named as not carried. */
export const DesignNotCarried = screen('/quick-order', {
  play: importDesign(
    'kitchen.xml',
    designXml(
      [designItem('B12', `<Finish>Left</Finish>${size('13')}`), designItem('SB36')],
      [designItem('CM8', '<Hinge>Left</Hinge>')],
    ),
    'Design report',
  ),
});

/** A CSV chosen as a design: refused whole, saying why, nothing added. */
export const DesignFileRefused = screen('/quick-order', {
  play: importDesign('cut-list.xml', 'SKU,Quantity\nTPW-B12,2', 'alert'),
});
