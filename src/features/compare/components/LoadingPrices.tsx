import { Flex, Spinner, Text } from '@ds';

/** While the table's code or the prices load. */
export function LoadingPrices() {
  return (
    <Flex role="status" align="center" gap="2" css={{ py: '$6' }}>
      <Spinner aria-hidden />
      <Text>Loading the prices of every style…</Text>
    </Flex>
  );
}
