import { styled } from '@ds';
import { CABINET_CATEGORIES, type CabinetCategory } from '../data/colors';
import { CATEGORY_TILE } from '../sizes';

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: '$3',
  // Three tiles a row on a tablet, two on a phone.
  '@tablet': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@phone': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Tile = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  minHeight: CATEGORY_TILE,
  padding: '$3',
  borderRadius: '$3',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$white',
  fontFamily: '$serif',
  fontVariant: 'small-caps',
  letterSpacing: '$caps',
  fontSize: '$5',
  color: '$text',
  cursor: 'pointer',
  transition: 'background-color $fast, border-color $fast, color $fast',
  pressable: { borderColor: '$primary', color: '$primary' },
  '&[aria-pressed="true"]': {
    backgroundColor: '$primary',
    borderColor: '$primary',
    color: '$white',
  },
});

type Props = {
  selected: CabinetCategory | null;
  onChange: (category: CabinetCategory | null) => void;
};

/** Toggle buttons: choosing the selected category again clears the filter (all categories). */
export function CategoryRow({ selected, onChange }: Props) {
  return (
    <Row role="group" aria-label="Shop by Category">
      {CABINET_CATEGORIES.map((category) => (
        <Tile
          key={category}
          type="button"
          aria-pressed={selected === category}
          onClick={() => onChange(selected === category ? null : category)}
        >
          {category}
        </Tile>
      ))}
    </Row>
  );
}
