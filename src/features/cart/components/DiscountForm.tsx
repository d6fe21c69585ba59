import X from 'lucide-react/icons/x';
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Flex, IconButton, Text, useToast } from '@ds';
import { clearDiscount, useDiscount, type StoredDiscount } from '../api/discount';
import { DISCOUNT_WORDING, type DiscountPlace } from './discount-wording';

// The code field (react-hook-form, zod) is fetched when the user opens it, so it is not part of the
// first load of the cart or the checkout (the per-route budget).
const DiscountCodeForm = lazy(() =>
  import('./DiscountCodeForm').then((m) => ({ default: m.DiscountCodeForm })),
);

type Props = {
  /** Whose wording and look: the cart's summary or the checkout's Discount section. */
  place?: DiscountPlace;
  /** Told while a code is being checked, so an order is not placed with the old total. */
  onCheckingChange?: (checking: boolean) => void;
};

type AppliedProps = { discount: StoredDiscount; place: DiscountPlace; onRemove: () => void };

/** The applied code, with its remove button. */
function AppliedDiscount({ discount, place, onRemove }: AppliedProps) {
  const { code, result } = discount;
  if (place === 'checkout')
    return (
      <Card variant="muted" padding={1}>
        <Flex align="center" justify="between" gap={3}>
          <Text size={2}>
            Discount Applied: <strong>{code}</strong> ({result.rate}%)
          </Text>
          <Button variant="link" size={1} onClick={onRemove}>
            Remove
          </Button>
        </Flex>
      </Card>
    );
  return (
    <Card variant="muted" padding="1" role="status" aria-label="Discount Applied">
      <Flex justify="between" align="center">
        <div>
          <Text size="2" weight="bold">
            Discount Applied
          </Text>
          <Text size="2">
            {code} ({result.rate}%)
          </Text>
        </div>
        <IconButton aria-label={`Remove discount code ${code}`} onClick={onRemove}>
          <X size={18} aria-hidden />
        </IconButton>
      </Flex>
    </Card>
  );
}

/**
 * The discount form (docs/business-rules.md#cart-and-quotes): shown or hidden on demand; a valid
 * code turns into the Discount Applied card, whose removal also closes the form.
 */
export function DiscountForm({ place = 'cart', onCheckingChange }: Props) {
  const discount = useDiscount();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const wording = DISCOUNT_WORDING[place];

  if (discount?.result.isValid)
    return (
      <AppliedDiscount
        discount={discount}
        place={place}
        onRemove={() => {
          clearDiscount();
          setOpen(false);
          toast.show('Discount code removed', wording.removedToast);
        }}
      />
    );

  return (
    <Flex direction="column" gap={wording.gap}>
      <Button
        variant="link"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        css={wording.toggleCss}
      >
        {open ? wording.hide : wording.show}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DiscountCodeForm place={place} onCheckingChange={onCheckingChange} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
