import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('caps at 99 and shows 99+ above', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(formatBadgeCount(n)).toBe(n > 99 ? '99+' : String(n));
      }),
    );
  });

  it('renders the capped count and hides at zero unless asked', () => {
    const { rerender, container } = render(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
    rerender(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
