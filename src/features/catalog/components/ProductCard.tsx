import type { ReactNode } from 'react';
import { Card, styled } from '@ds';
import { productImageUrl, type Product } from '../api/product-model';
import { ProductImage } from './ProductImage';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', flexGrow: 1 });

type Props = {
  product: Product;
  /** Room between the picture, the texts and the foot. */
  gap: '$3' | '$4';
  /** The texts under the picture. */
  children: ReactNode;
  /** At the card's foot, below the texts (Add to Bag, Shop This Style). */
  foot: ReactNode;
  'aria-labelledby'?: string;
};

/** A product in a grid of cards: its picture as wide as the card, its texts, and what to do. */
export function ProductCard({ product, gap, children, foot, ...props }: Props) {
  return (
    <Card as="article" css={{ display: 'flex', flexDirection: 'column', gap }} {...props}>
      <ProductImage
        src={productImageUrl(product.imageIndex)}
        alt={product.description}
        size={300}
        fluid
      />
      <Body>{children}</Body>
      {foot}
    </Card>
  );
}
