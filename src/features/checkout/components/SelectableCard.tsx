import type { ReactNode } from 'react';
import { Card } from '@ds';

type Props = {
  selected: boolean;
  onToggle: () => void;
  /** What the card shows is its name (no aria-label), so a spoken name matches the visible one. */
  children: ReactNode;
};

/** A saved card or address as a toggle button: a click selects it, a second click deselects it. */
export function SelectableCard({ selected, onToggle, children }: Props) {
  return (
    <Card
      as="button"
      type="button"
      padding={1}
      aria-pressed={selected}
      onClick={onToggle}
      css={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: '$3',
        width: '100%',
        padding: '$3',
        borderRadius: '$3',
        border: '$borderWidths$thin solid $border',
        backgroundColor: '$surface',
        cursor: 'pointer',
        pressable: { borderColor: '$primary' },
        '&[aria-pressed="true"]': {
          borderColor: '$primary',
          boxShadow: 'inset 0 0 0 $borderWidths$thin $colors$primary',
          backgroundColor: '$surfaceMuted',
        },
      }}
    >
      {children}
    </Card>
  );
}
