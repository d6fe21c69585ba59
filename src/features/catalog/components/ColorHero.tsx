import { Card, Heading, styled } from '@ds';
import { ProductImage } from './ProductImage';
import { SpecList } from './SpecList';

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: '360px 1fr',
  gap: '$7',
  alignItems: 'center',
});

type Props = { name: string; imageUrl: string; specification: string[] };

/** The colour's picture and its specification list (from navigation state or local data). */
export function ColorHero({ name, imageUrl, specification }: Props) {
  return (
    <Card variant="muted" padding={3}>
      <Layout>
        <ProductImage src={imageUrl} alt={`${name} cabinet door`} size={360} height={240} eager />
        <div>
          <Heading as="h2" size="3" css={{ marginBottom: '$4' }}>
            Specifications
          </Heading>
          <SpecList items={specification} label={`${name} specification`} />
        </div>
      </Layout>
    </Card>
  );
}
