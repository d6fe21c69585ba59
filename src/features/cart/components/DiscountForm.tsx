import { zodResolver } from '@hookform/resolvers/zod';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Button, Card, Flex, IconButton, Text, TextField, useToast } from '@ds';
import { z } from '@/lib/zod';
import { clearDiscount, validateCoupon, type StoredDiscount } from '../api/discount';

const schema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)) });
type Values = z.infer<typeof schema>;

type Props = {
  discount: StoredDiscount | null;
  onChange: (discount: StoredDiscount | null) => void;
};

/** Toggle-open discount form; a valid code turns into the Discount Applied card. */
export function DiscountForm({ discount, onChange }: Props) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const blank = useWatch({ control, name: 'code' }).trim() === '';

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
              onChange(null);
              setOpen(false);
              toast.show('Discount code removed', { variant: 'success' });
            }}
          >
            <X size={18} aria-hidden />
          </IconButton>
        </Flex>
      </Card>
    );

  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    const result = await validateCoupon(code);
    if (!result.ok) return setError(result.message);
    if (!result.data.isValid) {
      onChange(null);
      return setError(result.data.message);
    }
    onChange({ code, result: result.data });
  });

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
        <form onSubmit={submit} noValidate aria-label="Discount code">
          <Flex gap="2" align="end">
            <TextField
              label="Discount code"
              maxLength={50}
              autoComplete="off"
              css={{ flexGrow: 1 }}
              {...register('code')}
            />
            <Button type="submit" disabled={blank} loading={formState.isSubmitting}>
              Apply
            </Button>
          </Flex>
          {error ? (
            <Alert variant="error" css={{ marginTop: '$2' }}>
              {error}
            </Alert>
          ) : null}
        </form>
      ) : null}
    </Flex>
  );
}
