import { Flex, Text } from '@ds';
import { canAssemble, DEFAULT_HINGE, type PurchaseChoice } from '@/lib/cart-model';

type Props = { value: PurchaseChoice; afmx: number; isHingeable: boolean };

const HINGE_TEXT = { LEFT: 'Left', RIGHT: 'Right' } as const;

/** A locked line's quantity, assembly and hinge side as text: nothing there to change. */
export function LockedChoice({ value, afmx, isHingeable }: Props) {
  const options = !canAssemble({ afmx })
    ? null
    : value.isAssembled
      ? isHingeable
        ? `Assembled · Hinge ${HINGE_TEXT[value.hingeDirection ?? DEFAULT_HINGE]}`
        : 'Assembled'
      : 'Not assembled';
  return (
    <Flex direction="column" gap="1" data-testid="locked-choice">
      <Text size="2" weight="bold">
        Qty {value.quantity}
      </Text>
      {options ? (
        <Text size="2" tone="muted">
          {options}
        </Text>
      ) : null}
    </Flex>
  );
}
