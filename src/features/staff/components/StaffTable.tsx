import { styled } from '@ds';

/**
 * A table of staff's screens. Under 1024 px each row becomes a stacked card with one labelled
 * line per cell (`data-label`); the header row stays for screen readers.
 */
export const StaffTable = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  '& th': {
    textAlign: 'left',
    padding: '$2 $3',
    backgroundColor: '$surfaceMuted',
    borderBottom: '$borderWidths$thin solid $border',
    fontWeight: '$semibold',
  },
  '& td': {
    padding: '$3',
    borderBottom: '$borderWidths$thin solid $gray3',
    verticalAlign: 'top',
  },
  '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '@tablet': {
    display: 'block',
    '& thead': { visuallyHidden: true },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'grid',
      gap: '$1',
      padding: '$3 0',
      borderBottom: '$borderWidths$thin solid $gray3',
    },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '$4',
      padding: '$1 0',
      borderBottom: 'none',
      fontSize: '$3',
      textAlign: 'right',
    },
    '& td:first-child': { display: 'block', textAlign: 'left' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      color: '$textMuted',
      textAlign: 'left',
    },
  },
});
