// The checkout form's values and defaults, apart from its zod rules (./checkout), which the form
// loads only when it first validates: zod stays out of the page's first load.

export const FIELD_REQUIRED = 'This field is required.';

export type CheckoutValues = {
  paymentProfileId: string;
  addNew: boolean;
  /** Digits only: the masked field strips the spaces. */
  cardNumber: string;
  /** MM/YY as typed. */
  expiry: string;
  cvv: string;
  /** The saved address that filled the billing fields, '' when they are typed. */
  addressId: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  saveForNextTime: boolean;
};

export type BillingField = 'firstName' | 'lastName' | 'addressLine1' | 'city' | 'state';

export const emptyCheckout: CheckoutValues = {
  paymentProfileId: '',
  addNew: false,
  cardNumber: '',
  expiry: '',
  cvv: '',
  addressId: '',
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  saveForNextTime: false,
};

/** Typed billing details are checked only for a new card whose fields no saved address filled. */
export const billingIsTyped = (v: Pick<CheckoutValues, 'addNew' | 'addressId'>) =>
  v.addNew && v.addressId === '';
