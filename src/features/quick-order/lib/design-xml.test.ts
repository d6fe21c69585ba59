import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_ERROR,
  DESIGN_LIMITS,
  DesignFileError,
  ITEM_REASON,
  lengthOf,
  parseDesignXml,
  readDesignFile,
} from './design-xml';

type Spec = {
  code?: string;
  quantity?: string;
  hinge?: string;
  finish?: string;
  vars?: [string, string][];
};

const itemXml = ({ code, quantity, hinge, finish, vars = [] }: Spec) =>
  [
    '<Item>',
    code === undefined ? '' : `<UserCode>${code}</UserCode>`,
    quantity === undefined ? '' : `<Quantity>${quantity}</Quantity>`,
    finish ? `<Finish>${finish}</Finish>` : '',
    hinge ? `<Hinge>${hinge}</Hinge>` : '',
    ...vars.map(([n, v]) => `<Var><Name>${n}</Name><Value><![CDATA[${v}]]></Value></Var>`),
    '</Item>',
  ].join('');

/** A project of `rooms`, each room a list of items, one Design with one Catalog per room. */
const projectXml = (rooms: Spec[][], unit = 'Imperial') =>
  `<?xml version="1.0" encoding="UTF-8"?><Project><Identification><MeasurementUnit>${unit}</MeasurementUnit></Identification>${rooms
    .map((items) => `<Design><Catalog>${items.map(itemXml).join('')}</Catalog></Design>`)
    .join('')}</Project>`;

const refusedWith = (xml: string) => {
  try {
    parseDesignXml(xml);
  } catch (e) {
    expect(e).toBeInstanceOf(DesignFileError);
    return (e as Error).message;
  }
  throw new Error('not refused');
};

describe('parseDesignXml', () => {
  it('one room: codes, quantities, hinge, finish and the size in inches', () => {
    const file = parseDesignXml(
      projectXml([
        [
          {
            code: 'B12',
            quantity: '2',
            hinge: 'Right',
            finish: 'Left',
            vars: [
              ['Width', '12'],
              ['Height', '34 1/2'],
              ['Depth', '24'],
            ],
          },
          { code: 'TPW-W1230', quantity: '1' },
        ],
      ]),
    );
    expect(file.rooms).toBe(1);
    expect(file.refused).toEqual([]);
    expect(file.items).toEqual([
      {
        room: 1,
        index: 1,
        code: 'B12',
        quantity: 2,
        description: null,
        finish: 'Left',
        hinge: 'RIGHT',
        unknownHinge: null,
        size: { width: 12, height: 34.5, depth: 24 },
      },
      expect.objectContaining({ code: 'TPW-W1230', hinge: null, finish: null, quantity: 1 }),
    ]);
  });

  it('three rooms are one list, each item with its room and its place in the file', () => {
    const file = parseDesignXml(
      projectXml([[{ code: 'B12', quantity: '1' }], [], [{ code: 'V2421' }, { code: 'B12' }]]),
    );
    expect(file.rooms).toBe(3);
    expect(file.items.map((i) => [i.room, i.index, i.code, i.quantity])).toEqual([
      [1, 1, 'B12', 1],
      [3, 2, 'V2421', 1],
      [3, 3, 'B12', 1],
    ]);
  });

  it('metric sizes are millimetres, read as inches', () => {
    const [item] = parseDesignXml(
      projectXml(
        [
          [
            {
              code: 'B12',
              vars: [
                ['Width', '304.8'],
                ['Height', '876.3'],
              ],
            },
          ],
        ],
        'Metric',
      ),
    ).items;
    expect(item!.size.width).toBeCloseTo(12, 6);
    expect(item!.size.height).toBeCloseTo(34.5, 6);
    expect(item!.size.depth).toBeNull();
  });

  it('lengths: whole, decimal, fractions with and without a whole part, an inch mark', () => {
    expect(['34', '34.5', '34,5', '34 1/2', '1/2', '36"', '5/0', 'wide'].map(lengthOf)).toEqual([
      34,
      34.5,
      34.5,
      34.5,
      0.5,
      36,
      null,
      null,
    ]);
  });

  it('an item without a code or with a bad quantity is refused on its own, the rest kept', () => {
    const file = parseDesignXml(
      projectXml([
        [{ quantity: '2' }, { code: 'B12', quantity: '0' }, { code: 'B15', quantity: '1.5' }],
        [{ code: 'XYZ99', quantity: '3', hinge: 'Up' }],
      ]),
    );
    expect(file.refused).toEqual([
      { room: 1, index: 1, code: '', reason: ITEM_REASON.noCode },
      { room: 1, index: 2, code: 'B12', reason: ITEM_REASON.quantity },
      { room: 1, index: 3, code: 'B15', reason: ITEM_REASON.quantity },
    ]);
    // An unknown code is the lookup's to refuse; a Hinge it cannot read is kept to be named.
    expect(file.items).toEqual([
      expect.objectContaining({ code: 'XYZ99', quantity: 3, hinge: null, unknownHinge: 'Up' }),
    ]);
  });

  it('refuses a file that is not XML, not a project, empty, too large or over 2,000 items', () => {
    expect(refusedWith('<Project><Design><Catalog>')).toBe(DESIGN_ERROR.notDesign);
    expect(refusedWith('SKU,Quantity\nTPW-B12,2')).toBe(DESIGN_ERROR.notDesign);
    expect(refusedWith('<Order><Line>B12</Line></Order>')).toBe(DESIGN_ERROR.notDesign);
    expect(refusedWith(projectXml([[]]))).toBe(DESIGN_ERROR.empty);
    const many = Array.from({ length: DESIGN_LIMITS.items + 1 }, () => ({ code: 'B12' }));
    expect(refusedWith(projectXml([many]))).toBe(DESIGN_ERROR.tooMany);
    expect(parseDesignXml(projectXml([many.slice(1)])).items).toHaveLength(DESIGN_LIMITS.items);
    const padded = projectXml([[{ code: 'B12' }]]).replace(
      '<Project>',
      `<Project><!--${'x'.repeat(DESIGN_LIMITS.bytes)}-->`,
    );
    expect(refusedWith(padded)).toBe(DESIGN_ERROR.tooBig);
  });

  it('the same content has the same fingerprint, whatever the file is called; any change differs', () => {
    const xml = projectXml([[{ code: 'B12', quantity: '2' }]]);
    const again = parseDesignXml(xml);
    expect(again.fingerprint).toBe(parseDesignXml(xml).fingerprint);
    expect(parseDesignXml(xml.replace('>2<', '>3<')).fingerprint).not.toBe(again.fingerprint);
    expect([
      again.metric,
      parseDesignXml(projectXml([[{ code: 'B12' }]], 'Metric')).metric,
    ]).toEqual([false, true]);
  });

  it('a chosen file over 2 MB is refused before it is read', async () => {
    const big = new Blob(['x'.repeat(DESIGN_LIMITS.bytes + 1)]);
    await expect(readDesignFile(big)).rejects.toThrow(DESIGN_ERROR.tooBig);
  });

  it('reads the example files of docs/examples in full', () => {
    for (const [name, rooms, count] of [
      ['kitchen-one-room.xml', 1, 12],
      ['three-rooms.xml', 3, 10],
    ] as const) {
      const file = parseDesignXml(readFileSync(`docs/examples/${name}`, 'utf8'));
      expect([name, file.rooms, file.items.length, file.refused]).toEqual([name, rooms, count, []]);
    }
  });
});

describe('parseDesignXml property', () => {
  it('every item read is either kept or refused, across rooms', () => {
    const spec = fc.record({
      code: fc.option(fc.constantFrom('B12', 'W1230', 'TPW-B15', 'SB36'), { nil: undefined }),
      quantity: fc.option(fc.constantFrom('1', '2', '7', '0', 'two'), { nil: undefined }),
      hinge: fc.option(fc.constantFrom('Left', 'Right', 'Up'), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(spec, { maxLength: 8 }), { minLength: 1, maxLength: 4 }),
        (rooms) => {
          const total = rooms.reduce((n, r) => n + r.length, 0);
          fc.pre(total > 0);
          const file = parseDesignXml(projectXml(rooms));
          expect(file.items.length + file.refused.length).toBe(total);
          expect(file.items.every((i) => i.quantity > 0)).toBe(true);
        },
      ),
    );
  });
});
