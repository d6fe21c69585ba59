import { styled } from '@ds';
import { CABINET_COLORS } from '../data/colors';
import { ColorCard } from './ColorCard';

export const CardGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$6',
  variants: { columns: { 3: {}, 4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
});

/** The nine colours come from local data: no call, so the tab shows at once. */
export function CabinetColorGrid() {
  return (
    <CardGrid>
      {CABINET_COLORS.map((color) => (
        <ColorCard key={color.slug} color={color} />
      ))}
    </CardGrid>
  );
}
