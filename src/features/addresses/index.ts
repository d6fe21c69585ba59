import { lazy } from 'react';
export {
  useAddresses,
  fetchAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  withPrimary,
  addressesKey,
  type Address,
  type AddressInput,
  type AddressUpdate,
} from './api/addresses';
export { companyNameField, nameFields } from './components/ContactFields';
// The tab loads with its forms only when it is opened: it keeps react-hook-form and the schemas
// out of the first load of /my-account.
export const AddressBook = /* @__PURE__ */ lazy(() =>
  import('./components/AddressBook').then((m) => ({ default: m.AddressBook })),
);
