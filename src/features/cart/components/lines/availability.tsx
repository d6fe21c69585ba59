import { Alert, Flex, Text } from '@ds';
import {
  availabilityProblems,
  shortfallLabel,
  type LineProblem,
  type StockedLine,
} from '@/lib/cart-model';

/** The lines that cannot be ordered as they are, by cartItemId (docs/business-rules.md#availability). */
export function lineProblems(items: readonly StockedLine[]): ReadonlyMap<number, LineProblem> {
  const byLine = new Map<number, LineProblem>();
  for (const p of availabilityProblems(items))
    if (p.cartItemId !== undefined) byLine.set(p.cartItemId, p);
  return byLine;
}

/** What blocks checkout, next to the button: one short sentence. */
export function checkoutBlockedReason(problems: ReadonlyMap<number, LineProblem>): string | null {
  const n = problems.size;
  if (n === 0) return null;
  return n === 1
    ? 'Checkout is blocked: 1 line cannot be ordered as it is.'
    : `Checkout is blocked: ${n} lines cannot be ordered as they are.`;
}

/** The summary's list of blocked lines, each by SKU with its reason and what to do. */
export function AvailabilityAlert({ problems }: { problems: ReadonlyMap<number, LineProblem> }) {
  if (problems.size === 0) return null;
  return (
    <Alert variant="error" title="Some lines cannot be ordered" data-testid="availability-alert">
      <Flex as="ul" direction="column" gap="1" css={{ margin: 0, paddingLeft: '$4' }}>
        {[...problems.values()].map((p) => (
          <li key={p.cartItemId}>
            <strong>{p.sku}</strong>: {shortfallLabel(p)}
          </li>
        ))}
      </Flex>
      <Text size="2" css={{ marginTop: '$2' }}>
        Lower the quantity or remove these lines to check out.
      </Text>
    </Alert>
  );
}
