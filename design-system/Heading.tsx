import type { ReactNode } from 'react';

// Placeholder until the design-system issue brings Stitches tokens.
export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontVariant: 'small-caps', fontFamily: 'serif' }}>{children}</h1>;
}
