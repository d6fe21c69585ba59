import { Card, Heading, styled } from '@ds';
import { ProductImage } from './ProductImage';
import { SpecList } from './SpecList';
import { COLOUR_HERO } from '../sizes';

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${COLOUR_HERO} 1fr`,
  gap: '$6',
  alignItems: 'center',
  '& ul': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '$6' },
  // A phone: the picture above one column of specifications.
  '@phone': { gridTemplateColumns: 'minmax(0, 1fr)', '& ul': { gridTemplateColumns: '1fr' } },
});

type Props = { name: string; imageUrl: string; specification: string[] };

/**
 * The colour's picture and its specification list (from navigation state or local data), compact
 * so the first order row shows without scrolling at 1440x900.
 */
export function ColorHero({ name, imageUrl, specification }: Props) {
  return (
    <Card variant="muted" padding={2}>
      <Layout>
        <ProductImage src={imageUrl} alt={`${name} cabinet door`} size={180} height={120} eager />
        <div>
          <Heading as="h2" size="2" css={{ marginBottom: '$3' }}>
            Specifications
          </Heading>
          <SpecList items={specification} label={`${name} specification`} />
        </div>
      </Layout>
    </Card>
  );
}
