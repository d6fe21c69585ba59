import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, ButtonLink, Card, CardTitle, styled, useToast } from '@ds';
import { useSession } from '@/api';
import { loginPathFor } from '@/lib/next-path';
import { orderSample } from '../api/order-sample';
import type { CabinetColor, ColorPageState } from '../data/colors';
import { ProductImage } from './ProductImage';
import { SpecList } from './SpecList';

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', flexGrow: 1 });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', marginTop: 'auto' });

const SAMPLE_ADDED = 'Sample door added to your cart.';

/** `first`: the card a phone shows first, whose picture is the page's largest early paint. */
export function ColorCard({ color, first = false }: { color: CabinetColor; first?: boolean }) {
  const { isAuthenticated } = useSession();
  const [, navigate] = useLocation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const state: ColorPageState = {
    imageUrl: color.imageUrl,
    specification: color.specification.join('\n'),
  };

  async function onSample() {
    if (!isAuthenticated) {
      navigate(loginPathFor('/our-products?category=Cabinets'));
      return;
    }
    setBusy(true);
    const result = await orderSample(color.name);
    setBusy(false);
    if (result.ok) toast.show(SAMPLE_ADDED, { variant: 'success' });
    else toast.show(result.message, { variant: 'error' });
  }

  return (
    <Card
      as="article"
      aria-labelledby={`color-${color.slug}`}
      css={{ display: 'flex', flexDirection: 'column', gap: '$4' }}
    >
      <ProductImage
        src={color.imageUrl}
        alt={`${color.name} cabinet door`}
        size={600}
        height={400}
        fluid
        priority={first}
      />
      <Body>
        <CardTitle as="h2" id={`color-${color.slug}`}>
          {color.name}
        </CardTitle>
        <SpecList items={color.specification} label={`${color.name} specification`} />
        <Actions>
          <ButtonLink
            href={`/cabinets/${color.slug}`}
            state={state}
            aria-label={`Shop This Style: ${color.name}`}
          >
            Shop This Style
          </ButtonLink>
          <Button
            variant="outline"
            loading={busy}
            onClick={onSample}
            aria-label={`Order a Sample: ${color.name}`}
          >
            Order a Sample
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
