import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  WithSummary,
  Heading,
  LoadingOverlay,
  Section,
  Skeleton,
} from '@ds';
import type { Address } from '@/features/addresses';
import { DiscountTogglePlaceholder, useDiscount, type Cart } from '@/features/cart';
import type { PaymentMethod } from '@/features/payments';
import { lazyResolver, useAppForm } from '@/lib/form';
import { whenIdle } from '@/lib/when-idle';
import { buildCheckoutBody } from '../api/body';
import { ORDER_MARKER_TTL_MS } from '../api/checkout';
import type { useOrderProcessing } from '../hooks/useOrderProcessing';
import { emptyCheckout, type CheckoutValues } from '../schemas/checkout-values';
import { cartWarning, checkoutTotals, discountRateOf } from './cart-check';
import { focusFirstError } from './focus-first-error';
import { OrderSummary } from './OrderSummary';
import { PaymentMethodList } from './PaymentMethodList';

// The new-card fields (masked inputs, state list, address picker) are fetched once the page is up
// and shown when Add New is ticked, so they stay out of /checkout's first load (route budget).
const loadNewCardFields = () => import('./NewCardFields');
/** At the latest this long after the form is drawn, the new-card fields' code is asked for. */
const NEW_CARD_FIELDS_WAIT_MS = 2000;
const NewCardFields = lazy(() => loadNewCardFields().then((m) => ({ default: m.NewCardFields })));
// The discount form is fetched as soon as the page renders, outside its first load (same budget).
const DiscountForm = lazy(() =>
  import('./DiscountSection').then((m) => ({ default: m.DiscountForm })),
);

export const PROCESSING_TEXT =
  'Please be patient and do not refresh. Refreshing will increase wait time.';
const FIX_ERRORS = 'Please fix the errors in the form before submitting.';
const METHOD_NOT_FOUND = 'Selected payment method not found.';

type Props = {
  cart: Cart;
  methods: PaymentMethod[];
  /** The saved cards are still loading (the list must not say there are none yet). */
  methodsLoading: boolean;
  addresses: Address[];
  order: ReturnType<typeof useOrderProcessing>;
  /** The Owner approves this request by placing it: its lines, not the cart. */
  approvalRequestId?: number;
};

// zod loads on the first validation, not with the page (the 150 KiB route budget).
const checkoutResolver = lazyResolver(
  async () => (await import('../schemas/checkout')).checkoutResolver,
);

export function CheckoutForm({
  cart,
  methods,
  methodsLoading,
  addresses,
  order,
  approvalRequestId,
}: Props) {
  const discount = useDiscount();
  const [checkingDiscount, setCheckingDiscount] = useState(false);
  const [useMyAddress, setUseMyAddress] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useAppForm<CheckoutValues>({
    resolver: checkoutResolver,
    defaultValues: emptyCheckout,
    mode: 'onSubmit',
    // focusFirstError picks the field instead (screen order, and after a late mount).
    shouldFocusError: false,
  });
  const { control, setValue, handleSubmit, clearErrors } = form;
  const addNew = useWatch({ control, name: 'addNew' });
  // Asked for when the browser has a moment: on a phone, starting it in the commit that draws the
  // form made that commit a long task.
  useEffect(() => whenIdle(() => void loadNewCardFields(), NEW_CARD_FIELDS_WAIT_MS), []);
  const paymentProfileId = useWatch({ control, name: 'paymentProfileId' });
  // Set before validation starts, so a second Enter or click cannot start a second submit.
  const submitting = useRef(false);

  const totals = checkoutTotals(cart, discount);
  const warning = cartWarning(cart);
  const needsPayment = totals.totalPrice > 0;
  const canPlace =
    !warning &&
    !order.processing &&
    !checkingDiscount &&
    (!needsPayment || addNew || !!paymentProfileId);

  const toggleMethod = (id: string) => {
    setValue('paymentProfileId', paymentProfileId === id ? '' : id);
    if (paymentProfileId !== id) setValue('addNew', false);
    setFormError(null);
  };

  const toggleAddNew = (on: boolean) => {
    setValue('addNew', on);
    if (on) setValue('paymentProfileId', '');
    else clearErrors();
    setFormError(null);
  };

  const onValid = async (values: CheckoutValues) => {
    const method = methods.find((m) => m.paymentProfileId === values.paymentProfileId) ?? null;
    if (needsPayment && !values.addNew && !method) return setFormError(METHOD_NOT_FOUND);
    const body = buildCheckoutBody(values, {
      totalCents: totals.totalPrice,
      poNumber: cart.poNumber ?? null,
      discountCode: discount?.result.isValid ? discount.code : null,
      method,
      items: cart.items,
    });
    if (!body) return setFormError(METHOD_NOT_FOUND);
    const outcome = await order.submit({
      body: approvalRequestId ? { ...body, approvalRequestId } : body,
      saveCard: needsPayment && values.addNew && values.saveForNextTime,
    });
    // A refused order keeps what was typed except the CVV, which is asked for again.
    if (outcome === 'failed') setValue('cvv', '');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || order.processing || checkingDiscount) return;
    setFormError(null);
    order.setError(null);
    if (warning) return setFormError(warning);
    submitting.current = true;
    const onInvalid = (errors: FieldErrors<CheckoutValues>) => {
      setFormError(FIX_ERRORS);
      focusFirstError(form, errors);
    };
    void handleSubmit(onValid, onInvalid)().finally(() => {
      submitting.current = false;
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Checkout">
      <WithSummary gap={7}>
        <Flex direction="column" gap={6}>
          {warning ? <Alert variant="error">{warning}</Alert> : null}
          <Section size={1} aria-labelledby="pay-heading" css={{ paddingTop: 0 }}>
            <Heading id="pay-heading" size={2} css={{ marginBottom: '$4' }}>
              Payment Method
            </Heading>
            <Flex direction="column" gap={4}>
              <PaymentMethodList
                methods={methods}
                loading={methodsLoading}
                selectedId={paymentProfileId}
                onToggle={toggleMethod}
              />
              <Checkbox
                label="Add New"
                checked={addNew}
                onCheckedChange={(checked) => toggleAddNew(checked === true)}
              />
              {addNew ? (
                <Suspense fallback={<Skeleton shape="block" />}>
                  <NewCardFields
                    form={form}
                    addresses={addresses}
                    useMyAddress={useMyAddress}
                    onUseMyAddress={setUseMyAddress}
                  />
                </Suspense>
              ) : null}
            </Flex>
          </Section>
          <Section size={1} aria-labelledby="discount-heading">
            <Heading id="discount-heading" size={2} css={{ marginBottom: '$4' }}>
              Discount
            </Heading>
            <Suspense
              fallback={
                discount?.result.isValid ? null : <DiscountTogglePlaceholder place="checkout" />
              }
            >
              <DiscountForm place="checkout" onCheckingChange={setCheckingDiscount} />
            </Suspense>
          </Section>
        </Flex>
        <OrderSummary items={cart.items} totals={totals} discountRate={discountRateOf(discount)}>
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          {order.error ? <Alert variant="error">{order.error}</Alert> : null}
          <Button type="submit" size={3} disabled={!canPlace} loading={order.processing}>
            {approvalRequestId ? 'Approve and Place Order' : 'Place Order'}
          </Button>
        </OrderSummary>
      </WithSummary>
      <LoadingOverlay
        active={order.processing}
        label={PROCESSING_TEXT}
        timeoutMs={ORDER_MARKER_TTL_MS + 30_000}
        onTimeout={order.loaderTimedOut}
      />
    </form>
  );
}
