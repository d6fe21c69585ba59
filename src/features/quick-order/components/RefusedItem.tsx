import { Button, Flex, Text } from '@ds';
import type { RefusedLine } from '../lib/bulk-report';

type Props = {
  refused: RefusedLine;
  /** Its line number in the box now. */
  boxLine: number;
  onAccept: ((refused: RefusedLine, sku: string) => void) | null;
};

/** One line left in the box: where it is, what it says, why, and what the dealer may have meant. */
export function RefusedItem({ refused, boxLine, onAccept }: Props) {
  const { raw, reason, suggestions } = refused;
  return (
    <Flex as="li" direction="column" gap="1" css={{ margin: 0 }}>
      <Text size="2" tone="error">
        Line {boxLine}:{' '}
        <Text as="span" size="2" css={{ fontFamily: '$mono', color: '$text' }}>
          {raw.trim()}
        </Text>{' '}
        — {reason}
      </Text>
      {suggestions.length && onAccept && refused.item ? (
        <Flex
          role="group"
          aria-label={`Did you mean, for line ${boxLine}`}
          gap="2"
          align="center"
          wrap="wrap"
        >
          <Text as="span" size="2">
            Did you mean
          </Text>
          {suggestions.map((p) => (
            <Button key={p.id} size={1} variant="outline" onClick={() => onAccept(refused, p.sku)}>
              {p.sku}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
