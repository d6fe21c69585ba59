import { CardCollection, CardFormDialog } from '@/components/card-collection';
import { deleteAddress, useAddresses, type Address } from '../api/addresses';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

/** Primary first, the others in the order the server gave. */
const primaryFirst = (list: Address[]) =>
  [...list].sort((a, b) => Number(b.isPrimaryAddress) - Number(a.isPrimaryAddress));

const addressKey = (a: Address) => a.id;

/** The Address Book tab of My Account (docs/business-rules.md#addresses). */
export function AddressBook({ readOnly = false }: { readOnly?: boolean }) {
  const { addresses, isLoading } = useAddresses();
  return (
    <CardCollection
      readOnly={readOnly}
      id="address-book-title"
      title="My Addresses"
      addLabel="Add New Address"
      items={primaryFirst(addresses)}
      isLoading={isLoading}
      itemKey={addressKey}
      listLabel="Addresses"
      loadingLabel="Loading addresses"
      skeletonHeight="$block4"
      emptyText="No addresses available"
      renderCard={(address, actions) => <AddressCard address={address} {...actions} />}
      renderDialog={(slot) => (
        <CardFormDialog
          {...slot}
          titles={{ add: 'Add New Address', edit: 'Edit Address' }}
          itemKey={addressKey}
          Form={AddressForm}
        />
      )}
      remove={{
        title: 'Delete Address',
        busyLabel: 'Deleting address…',
        call: (address) => deleteAddress(address.id),
        done: 'Address deleted successfully!',
        failureLog: 'Address delete failed.',
      }}
    />
  );
}
