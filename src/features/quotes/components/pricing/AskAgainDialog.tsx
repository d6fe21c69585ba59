import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextArea } from '@ds';
import { lazyResolver, useAppForm } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { askQuoteAgain } from '../../api/offer';
import type { Quote } from '../../api/quotes';
import { MESSAGE_MAX, type AskAgainValues } from '../../schemas/pricing-values';
import { PricingDialogFrame } from './PricingDialogFrame';

// zod loads on the first check, not with the quote screen (the 150 KiB route budget).
const resolver = lazyResolver<AskAgainValues>(async () => {
  const [{ zodResolver }, { askAgainSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../schemas/pricing-message'),
  ]);
  return zodResolver(askAgainSchema);
});

type Props = {
  quoteId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (quote: Quote) => void;
};

/** Ask Again: a new message answers the offer; the quote reads Pricing Requested again. */
export default function AskAgainDialog({ quoteId, open, onOpenChange, onSent }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useSingleFlight();
  const { register, handleSubmit, control, reset, formState } = useAppForm<AskAgainValues>({
    resolver,
    defaultValues: { message: '' },
  });
  const message = useWatch({ control, name: 'message' });

  const onSubmit = handleSubmit((values) =>
    sending.run(async () => {
      setFailure(null);
      const result = await askQuoteAgain(quoteId, values.message.trim());
      if (!result.ok) return setFailure(result.message);
      reset({ message: '' });
      onSent(result.data);
    }),
  );

  return (
    <PricingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Ask Again"
      description="Say what would work for the project; the offer is set aside and our team answers again."
      submitLabel="Send"
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
        error={formState.errors.message?.message}
        {...register('message')}
      />
    </PricingDialogFrame>
  );
}
