import { styled } from '@ds';
import { CABINET_COLORS } from '../data/colors';
import { ColorCard } from './ColorCard';

export const CardGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$6',
  // Fewer cards a row as the window narrows: two on a tablet, one on a phone.
  '@tablet': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$5' },
  '@phone': { gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    columns: {
      3: {},
      4: {
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        '@narrow': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        '@tablet': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@phone': { gridTemplateColumns: 'minmax(0, 1fr)' },
      },
    },
  },
});

/** The nine colours come from local data: no call, so the tab shows at once. */
export function CabinetColorGrid() {
  return (
    <CardGrid>
      {CABINET_COLORS.map((color, index) => (
        <ColorCard key={color.slug} color={color} first={index === 0} />
      ))}
    </CardGrid>
  );
}
