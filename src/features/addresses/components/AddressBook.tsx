import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button, ConfirmDialog, Heading, LoadingOverlay, Skeleton, Text, useToast } from '@ds';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useSingleFlight } from '@/lib/use-single-flight';
import { deleteAddress, useAddresses, type Address } from '../api/addresses';
import { AddressCard } from './AddressCard';
import { AddressDialog, type AddressTarget } from './AddressDialog';
import { CardList, TabHeader } from './layout';

/** Primary first, the others in the order the server gave. */
const primaryFirst = (list: Address[]) =>
  [...list].sort((a, b) => Number(b.isPrimaryAddress) - Number(a.isPrimaryAddress));

/** The Address Book tab of My Account (docs/business-rules.md#addresses). */
export function AddressBook() {
  const toast = useToast();
  const { addresses, isLoading } = useAddresses();
  const [target, setTarget] = useState<AddressTarget | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const { fallbackRef, remember, onCloseAutoFocus } = useReturnFocus<HTMLButtonElement>();
  const removal = useSingleFlight();

  const confirmDelete = () =>
    removal.run(async () => {
      if (!deleting) return;
      const result = await deleteAddress(deleting.id);
      if (result.ok) toast.show('Address deleted successfully!', { variant: 'success' });
      else {
        console.warn('Address delete failed.', result.body);
        toast.show(result.message, { variant: 'error' });
      }
      setDeleting(null);
    });

  return (
    <section aria-labelledby="address-book-title">
      <TabHeader>
        <Heading as="h2" size={3} id="address-book-title">
          My Addresses
        </Heading>
        <Button
          ref={fallbackRef}
          onClick={(e) => {
            remember(e.currentTarget);
            setTarget({ kind: 'add' });
          }}
        >
          <Plus size={16} aria-hidden />
          Add New Address
        </Button>
      </TabHeader>
      {isLoading ? (
        <CardList aria-busy aria-label="Loading addresses">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton shape="block" css={{ height: '$block4' }} />
            </li>
          ))}
        </CardList>
      ) : addresses.length === 0 ? (
        <Text tone="muted">No addresses available</Text>
      ) : (
        <CardList aria-label="Addresses">
          {primaryFirst(addresses).map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                onEdit={(e) => {
                  remember(e.currentTarget);
                  setTarget({ kind: 'edit', address });
                }}
                onDelete={(e) => {
                  remember(e.currentTarget);
                  setDeleting(address);
                }}
              />
            </li>
          ))}
        </CardList>
      )}
      <AddressDialog
        target={target}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open || removal.busy ? undefined : setDeleting(null))}
        title="Delete Address"
        text="Are you sure you want to delete it?"
        confirmLabel="Yes! Delete"
        loading={removal.busy}
        onConfirm={confirmDelete}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <LoadingOverlay active={removal.busy} label="Deleting address…" />
    </section>
  );
}
