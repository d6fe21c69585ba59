// Cart and quote lines, their summary and the save runner: shared by the cart and the quote detail.
export { CartLineList } from './CartLineList';
export { CartSummary } from './CartSummary';
export { BundleAlert } from './BundleAlert';
export { useSaveRunner, type SaveRun } from './useSaveRunner';
export { useBatchSelection } from './useBatchSelection';
export { lineUpdate } from './line-update';
export { AvailabilityAlert, checkoutBlockedReason, lineProblems } from './availability';
export { editLine, wasReloaded } from './line-gone';
