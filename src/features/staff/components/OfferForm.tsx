import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import {
  Alert,
  AmountField,
  Button,
  Card,
  Flex,
  formatMoney,
  Grid,
  Heading,
  Select,
  TextArea,
  Text,
  TextField,
} from '@ds';
import { FormField } from '@/components/FormField';
import { lazyResolver, useAppForm } from '@/lib/form';
import { toDollars } from '@/lib/cart-model';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { SendOfferBody } from '../api/pricing-requests';
import {
  addDays,
  OFFER_DAYS,
  REPLY_MAX,
  toOfferBody,
  type OfferContext,
  type OfferValues,
} from '../model/offer';

// zod and the rules load on the first check, not with the page (the 150 KiB route budget).
const offerResolver = lazyResolver<OfferValues, OfferContext>(async () => {
  const [{ zodResolver }, { offerSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schemas/offer'),
  ]);
  return (values, context, options) =>
    (zodResolver(offerSchema(context!)) as Resolver<OfferValues, OfferContext>)(
      values,
      context,
      options,
    );
});

const MODES = [
  { value: 'percent', label: 'A percentage off the whole quote' },
  { value: 'lines', label: 'A price per line' },
];

const FIELD = { maxWidth: '22rem', width: '100%' } as const;

type Props = {
  context: OfferContext;
  /** Sends the checked offer; a failure's text is shown and everything typed stays. */
  onSend: (body: SendOfferBody) => Promise<{ ok: true } | { ok: false; message: string }>;
};

/** Send Offer: a percentage off or a price per line, a date the offer holds until, a reply. */
export function OfferForm({ context, onSend }: Props) {
  const sending = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useAppForm<OfferValues, OfferContext>({
    resolver: offerResolver,
    context,
    defaultValues: {
      mode: 'percent',
      percentOff: '',
      prices: context.lines.map(() => ''),
      validUntil: addDays(context.today, 30),
      reply: '',
    },
  });
  const mode = useWatch({ control, name: 'mode' });
  const reply = useWatch({ control, name: 'reply' });

  const onSubmit = handleSubmit((values) =>
    sending.run(async () => {
      setFailure(null);
      const result = await onSend(toOfferBody(values, context));
      if (!result.ok) setFailure(result.message);
    }),
  );

  return (
    <Card as="section" aria-labelledby="offer-title">
      <Heading as="h2" size="3" id="offer-title" css={{ marginBottom: '$4' }}>
        Send Offer
      </Heading>
      <form noValidate aria-labelledby="offer-title" onSubmit={onSubmit}>
        <Grid gap="4">
          <Select label="Offer" options={MODES} css={FIELD} {...register('mode')} />
          {mode === 'percent' ? (
            <TextField
              label="Percentage off (%)"
              inputMode="numeric"
              autoComplete="off"
              helperText="A whole number from 1 to 90, off every line."
              css={FIELD}
              error={errors.percentOff?.message}
              {...register('percentOff')}
            />
          ) : (
            <Grid as="fieldset" gap="3" css={{ border: 'none', padding: 0, margin: 0 }}>
              <Text as="legend" size="2" tone="muted" css={{ padding: 0 }}>
                The offered unit price of each line; a line left blank keeps its price.
              </Text>
              {context.lines.map((line, i) => (
                <FormField
                  key={line.cartItemId}
                  control={control}
                  name={`prices.${i}`}
                  render={(f) => (
                    <AmountField
                      label={`${line.sku} unit price`}
                      helperText={`Now ${formatMoney(toDollars(line.priceCents))}`}
                      css={FIELD}
                      {...f}
                    />
                  )}
                />
              ))}
            </Grid>
          )}
          <TextField
            type="date"
            label="Valid until"
            min={addDays(context.today, 1)}
            max={addDays(context.today, OFFER_DAYS)}
            helperText={`The offer's prices hold through this day, at most ${OFFER_DAYS} days ahead.`}
            css={FIELD}
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
          <TextArea
            label="Reply to the dealer"
            rows={4}
            maxLength={REPLY_MAX}
            count={reply.length}
            error={errors.reply?.message}
            {...register('reply')}
          />
          {failure ? (
            <Alert variant="error" title="The offer was not sent.">
              {failure}
            </Alert>
          ) : null}
          <Flex justify="end">
            <Button type="submit" loading={sending.busy}>
              Send Offer
            </Button>
          </Flex>
        </Grid>
      </form>
    </Card>
  );
}
