import { useState } from 'react';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Heading, PageTitle, styled } from '@ds';
import { CategoryRow } from '../components/CategoryRow';
import { ColorHero } from '../components/ColorHero';
import { ColorProducts } from '../components/ColorProducts';
import { NotFoundContent } from '@/components/NotFoundContent';
import { splitSpecification } from '../components/SpecList';
import {
  CABINET_CATEGORIES,
  findCabinetColor,
  type CabinetCategory,
  type ColorPageState,
} from '../data/colors';

const Wrap = styled('section', {
  maxWidth: '$contentMax',
  margin: '0 auto',
  padding: '$8 $6',
  display: 'flex',
  flexDirection: 'column',
  gap: '$7',
});

function readState(state: unknown): ColorPageState {
  if (!state || typeof state !== 'object') return {};
  const { imageUrl, specification } = state as Record<string, unknown>;
  return {
    imageUrl: typeof imageUrl === 'string' ? imageUrl : undefined,
    specification: typeof specification === 'string' ? specification : undefined,
  };
}

/**
 * /cabinets/{color}. The colour card passes image and specification in navigation state; a direct
 * visit or reload falls back to the local colour data, so a shared link is never empty.
 */
export default function CabinetColorPage() {
  const { color: param = '' } = useParams<{ color: string }>();
  const color = findCabinetColor(param);
  const passed = readState(useHistoryState());
  const [category, setCategory] = useState<CabinetCategory | null>(CABINET_CATEGORIES[0]);

  if (!color) return <NotFoundContent />;
  const specification = passed.specification
    ? splitSpecification(passed.specification)
    : color.specification;

  return (
    <Wrap>
      <PageTitle css={{ marginBottom: 0 }}>{color.name}</PageTitle>
      <ColorHero
        name={color.name}
        imageUrl={passed.imageUrl ?? color.imageUrl}
        specification={specification}
      />
      <section aria-labelledby="shop-by-category">
        <Heading id="shop-by-category" size="3" css={{ marginBottom: '$4' }}>
          Shop by Category
        </Heading>
        <CategoryRow selected={category} onChange={setCategory} />
      </section>
      <ColorProducts colorName={color.name} category={category} />
    </Wrap>
  );
}
