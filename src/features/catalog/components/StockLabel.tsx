import { Text } from '@ds';

/** Dealers only (visitors get stock null and never see this). */
export function StockLabel({ stock, showCount = false }: { stock: number; showCount?: boolean }) {
  if (stock <= 0)
    return (
      <Text as="span" size="2" tone="error" weight="semibold">
        Out of Stock
      </Text>
    );
  return (
    <Text as="span" size="2" weight="semibold" css={{ color: '$success' }}>
      {showCount ? `${stock} in stock` : 'In Stock'}
    </Text>
  );
}
