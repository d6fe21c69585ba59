import { describe, expect, it } from 'vitest';
import { buildCartItem } from '../../../../../tests/unit/builders';
import { sameLineProps } from './same-line';

// A cart line skips rendering when the server's answer to another line's change carries it
// again, equal in every field but as a new object (docs/performance.md).
describe('sameLineProps', () => {
  const onChange = async () => undefined;
  const onRemove = () => undefined;
  const props = { item: buildCartItem(), onChange, onRemove, batch: false, selected: false };

  it('is true for an item that came back equal in every field', () => {
    expect(sameLineProps(props, { ...props, item: buildCartItem() })).toBe(true);
  });

  it('is false once any field of the item differs', () => {
    expect(sameLineProps(props, { ...props, item: buildCartItem({ quantity: 2 }) })).toBe(false);
    expect(
      sameLineProps(props, { ...props, item: buildCartItem({ hingeDirection: 'LEFT' }) }),
    ).toBe(false);
    const { description: _, ...noDescription } = buildCartItem({ description: 'Base cabinet' });
    expect(
      sameLineProps(
        { ...props, item: buildCartItem({ description: 'Base cabinet' }) },
        { ...props, item: noDescription },
      ),
    ).toBe(false);
  });

  it('is false when another prop changes, a handler included', () => {
    expect(sameLineProps(props, { ...props, selected: true })).toBe(false);
    expect(sameLineProps(props, { ...props, onRemove: () => undefined })).toBe(false);
    // A prop the line gains later is compared too.
    const withNote: typeof props & { note?: string } = { ...props, note: 'Only 7 available' };
    expect(sameLineProps<typeof withNote>(props, withNote)).toBe(false);
  });
});
