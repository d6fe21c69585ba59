import { styled } from '@ds';
import { useInPageFrame } from '@/lib/page-frame';
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

/**
 * The cards a page frame draws (the document of /our-products, before any script): the first row
 * on a laptop (three across), more than a phone or tablet shows before scrolling. The app draws
 * the rest below them.
 */
const FRAME_CARDS = 3;

/** The nine colours come from local data: no call, so the tab shows at once. */
export function CabinetColorGrid() {
  const colors = useInPageFrame() ? CABINET_COLORS.slice(0, FRAME_CARDS) : CABINET_COLORS;
  return (
    <CardGrid>
      {colors.map((color, index) => (
        <ColorCard key={color.slug} color={color} first={index === 0} />
      ))}
    </CardGrid>
  );
}
