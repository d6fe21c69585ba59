import X from 'lucide-react/icons/x';
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Flex, IconButton, Text, useToast } from '@ds';
import { clearDiscount, useDiscount } from '../api/discount';

// The code form (react-hook-form, zod) is fetched when the user opens it, so it is not part of the
// cart's first load (the per-route budget).
const DiscountCodeForm = lazy(() =>
  import('./DiscountCodeForm').then((m) => ({ default: m.DiscountCodeForm })),
);

/** Toggle-open discount form; a valid code turns into the Discount Applied card. */
export function DiscountForm() {
  const discount = useDiscount();
  const toast = useToast();
  const [open, setOpen] = useState(false);

  if (discount?.result.isValid)
    return (
      <Card variant="muted" padding="1" role="status" aria-label="Discount Applied">
        <Flex justify="between" align="center">
          <div>
            <Text size="2" weight="bold">
              Discount Applied
            </Text>
            <Text size="2">
              {discount.code} ({discount.result.rate}%)
            </Text>
          </div>
          <IconButton
            aria-label={`Remove discount code ${discount.code}`}
            onClick={() => {
              clearDiscount();
              setOpen(false);
              toast.show('Discount code removed', { variant: 'success' });
            }}
          >
            <X size={18} aria-hidden />
          </IconButton>
        </Flex>
      </Card>
    );

  return (
    <Flex direction="column" gap="2">
      <Button
        variant="link"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        css={{ alignSelf: 'start', px: 0 }}
      >
        {open ? 'Hide discount code' : 'Have a discount code?'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DiscountCodeForm />
        </Suspense>
      ) : null}
    </Flex>
  );
}
