import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Flex, Text, TextArea, TextField } from '@ds';
import { lazyResolver, useAppForm } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { requestQuotePricing } from '../../api/pricing-request';
import type { Quote } from '../../api/quotes';
import {
  MESSAGE_MAX,
  NOTE_MAX,
  toPricingRequest,
  type PricingRequestValues,
} from '../../schemas/pricing-values';
import { PricingDialogFrame } from './PricingDialogFrame';

// zod loads on the first check, not with the quote screen (the 150 KiB route budget).
const resolver = lazyResolver<PricingRequestValues>(async () => {
  const [{ zodResolver }, { pricingRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../schemas/pricing-message'),
  ]);
  return zodResolver(pricingRequestSchema);
});

type Props = {
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (quote: Quote) => void;
};

/** Request Special Pricing: a message for staff and an optional note on any line. */
export default function RequestPricingDialog({ quote, open, onOpenChange, onSent }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useSingleFlight();
  const { register, handleSubmit, control, reset, formState } = useAppForm<PricingRequestValues>({
    resolver,
    defaultValues: {
      message: '',
      notes: quote.items.map((i) => ({ cartItemId: i.cartItemId, note: i.note ?? '' })),
    },
  });
  const message = useWatch({ control, name: 'message' });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    sending.run(async () => {
      setFailure(null);
      const result = await requestQuotePricing(quote.id, toPricingRequest(values));
      if (!result.ok) return setFailure(result.message);
      reset({ message: '', notes: values.notes });
      onSent(result.data);
    }),
  );

  return (
    <PricingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Request Special Pricing"
      description="Tell our team about the project; they answer with an offer. The lines cannot be changed while the request is open."
      submitLabel="Send Request"
      busy={sending.busy}
      failure={failure}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextArea
        label="Message"
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        count={message.length}
        error={errors.message?.message}
        {...register('message')}
      />
      <Flex
        as="fieldset"
        direction="column"
        gap="3"
        css={{ border: 'none', padding: 0, margin: 0, minWidth: 0 }}
      >
        <Text as="legend" size="3" weight="bold" css={{ marginBottom: '$2', padding: 0 }}>
          Notes on lines (optional)
        </Text>
        {quote.items.map((item, index) => (
          <TextField
            key={item.cartItemId}
            label={`Note on ${item.sku}`}
            maxLength={NOTE_MAX}
            error={errors.notes?.[index]?.note?.message}
            {...register(`notes.${index}.note`)}
          />
        ))}
      </Flex>
    </PricingDialogFrame>
  );
}
