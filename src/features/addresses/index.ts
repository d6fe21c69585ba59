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
export { AddressBook } from './components/AddressBook';
