import type { components } from '@/api';

type S = components['schemas'];

// docs/business-rules.md#validation: labels exactly as listed; they are also the values sent.
export const SERVICES = [
  'Design Services',
  'Cabinets only (you provide material list)',
  'Installation Services (Atlanta office only)',
  'Online ordering (dealers only)',
] as const satisfies readonly S['SignupRequest']['services'][number][];

export const SOURCES = [
  'Search engine',
  'Social media',
  'Referral from another customer',
  'Trade show',
  "Direct email or phone call from the product's company",
  'Other',
] as const satisfies readonly S['SignupRequest']['source'][];

export const BUSINESS_TYPES = [
  'Builder/general contractor',
  'Remodeler',
  'Designer',
  'Dealer',
  'Homeowner',
  'Other',
] as const satisfies readonly S['SignupRequest']['businessType'][];

// The states list is shared with the address book and card forms.
export { US_STATES, US_STATE_CODES, stateOptions } from '@/lib/us-states';

export const sourceOptions = SOURCES.map((s) => ({ value: s, label: s }));
export const businessTypeOptions = BUSINESS_TYPES.map((s) => ({ value: s, label: s }));
