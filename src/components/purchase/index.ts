export {
  PurchaseControls,
  type PurchaseControlsProps,
  type PurchasePart,
} from './PurchaseControls';
export { usePurchaseChoice } from './usePurchaseChoice';
