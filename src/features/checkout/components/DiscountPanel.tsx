import { useState } from 'react';
import { Alert, Button, Card, Flex, Text, TextField, useToast } from '@ds';
import { clearDiscount, validateCoupon, type StoredDiscount } from '@/features/cart';

type Props = {
  /** The stored code (useDiscount); applying or removing one here updates the store. */
  discount: StoredDiscount | null;
  /** Told while a code is being checked, so the order is not placed with the old total. */
  onCheckingChange?: (checking: boolean) => void;
};

/** The discount form, shown or hidden on demand; an applied code can be removed. */
export function DiscountPanel({ discount, onCheckingChange }: Props) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (discount?.result.isValid) {
    return (
      <Card variant="muted" padding={1}>
        <Flex align="center" justify="between" gap={3}>
          <Text size={2}>
            Discount Applied: <strong>{discount.code}</strong> ({discount.result.rate}%)
          </Text>
          <Button
            variant="link"
            size={1}
            onClick={() => {
              clearDiscount();
              setOpen(false);
              toast.show('Discount code removed');
            }}
          >
            Remove
          </Button>
        </Flex>
      </Card>
    );
  }

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    onCheckingChange?.(true);
    setMessage(null);
    const result = await validateCoupon(trimmed);
    setBusy(false);
    onCheckingChange?.(false);
    if (!result.ok) return setMessage(result.message);
    if (!result.data.isValid) return setMessage(result.data.message);
    setCode('');
  };

  return (
    <Flex direction="column" gap={3}>
      <Button
        variant="link"
        aria-expanded={open}
        css={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide Discount Code' : 'Have a Discount Code?'}
      </Button>
      {open ? (
        <Flex gap={3} align="end">
          <TextField
            label="Discount Code"
            value={code}
            maxLength={50}
            css={{ flex: 1 }}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              // Its own Enter: the page form around it must not place the order.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void apply();
            }}
          />
          <Button
            variant="secondary"
            disabled={!code.trim()}
            loading={busy}
            onClick={() => void apply()}
          >
            Apply
          </Button>
        </Flex>
      ) : null}
      {message ? <Alert variant="error">{message}</Alert> : null}
    </Flex>
  );
}
