import { EMPTY_CARD, type CardFieldValues } from '@/lib/card-values';

// The checkout form's values and defaults, apart from its zod rules (./checkout), which the form
// loads only when it first validates: zod stays out of the page's first load.

export type CheckoutValues = CardFieldValues & {
  paymentProfileId: string;
  addNew: boolean;
  /** The saved address that filled the billing fields, '' when they are typed. */
  addressId: string;
  saveForNextTime: boolean;
};

/** In screen order: the first invalid field gets the focus (./focus-first-error). */
export const emptyCheckout: CheckoutValues = {
  paymentProfileId: '',
  addNew: false,
  ...EMPTY_CARD,
  addressId: '',
  saveForNextTime: false,
};

/** Typed billing details are checked only for a new card whose fields no saved address filled. */
export const billingIsTyped = (v: Pick<CheckoutValues, 'addNew' | 'addressId'>) =>
  v.addNew && v.addressId === '';
