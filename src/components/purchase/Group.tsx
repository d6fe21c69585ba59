import { styled } from '@ds';

// A flex row or column with a token gap (until the design system has Flex).
export const Group = styled('div', {
  display: 'flex',
  variants: {
    direction: { row: { flexDirection: 'row' }, column: { flexDirection: 'column' } },
    align: { center: { alignItems: 'center' }, end: { alignItems: 'flex-end' } },
    gap: { 2: { gap: '$2' }, 3: { gap: '$3' }, 4: { gap: '$4' }, 5: { gap: '$5' } },
  },
  defaultVariants: { direction: 'row' },
});
