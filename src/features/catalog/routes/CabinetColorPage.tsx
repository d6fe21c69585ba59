import { useState } from 'react';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Container, Flex, Heading, PageTitle, Section } from '@ds';
import { useDocumentTitle } from '@/lib/document-title';
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
  useDocumentTitle(color ? color.name : 'Page Not Found');
  const [category, setCategory] = useState<CabinetCategory | null>(CABINET_CATEGORIES[0]);

  if (!color) return <NotFoundContent />;
  const specification = passed.specification
    ? splitSpecification(passed.specification)
    : color.specification;

  return (
    <Section size="1">
      <Container as={Flex} direction="column" gap="5">
        <PageTitle css={{ marginBottom: 0 }}>{color.name}</PageTitle>
        <ColorHero
          name={color.name}
          imageUrl={passed.imageUrl ?? color.imageUrl}
          specification={specification}
        />
        <section aria-labelledby="shop-by-category">
          <Heading id="shop-by-category" size="2" css={{ marginBottom: '$3' }}>
            Shop by Category
          </Heading>
          <CategoryRow selected={category} onChange={setCategory} />
        </section>
        <ColorProducts colorName={color.name} category={category} />
      </Container>
    </Section>
  );
}
