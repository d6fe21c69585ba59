import { mutate } from 'swr';
import {
  api,
  toResult,
  unwrap,
  useAuthedSWR,
  withFields,
  type components,
  type Result,
} from '@/api';

export type Address = components['schemas']['Address'];
export type AddressInput = components['schemas']['AddressInput'];
export type AddressUpdate = components['schemas']['AddressUpdate'];

export const addressesKey = '/address-books/all';

export async function fetchAddresses(): Promise<Address[]> {
  return unwrap(await api.GET('/address-books/all'), 'address').addresses;
}

/** A failed load is only logged; the book falls back to empty (docs/business-rules.md#cart-and-quotes). */
export function useAddresses() {
  const swr = useAuthedSWR(addressesKey, fetchAddresses, {
    onError: (error) => console.warn('Failed to fetch addresses.', error),
  });
  return withFields(swr, { addresses: swr.data ?? [] });
}

/** docs/business-rules.md#addresses: at most one primary address; the primary one given wins. */
export function withPrimary(list: Address[], saved: Address): Address[] {
  const exists = list.some((a) => a.id === saved.id);
  const next = exists ? list.map((a) => (a.id === saved.id ? saved : a)) : [...list, saved];
  return saved.isPrimaryAddress
    ? next.map((a) => (a.id === saved.id ? a : { ...a, isPrimaryAddress: false }))
    : next;
}

export async function createAddress(body: AddressInput): Promise<Result<Address>> {
  const result = toResult(await api.POST('/address-books', { body }), 'address');
  if (result.ok) {
    // A new address is always the only primary one, whatever the answer says.
    const saved = { ...result.data, isPrimaryAddress: true };
    await mutate<Address[]>(addressesKey, (list) => withPrimary(list ?? [], saved), {
      revalidate: false,
    });
    return { ok: true, data: saved };
  }
  return result;
}

export async function updateAddress(body: AddressUpdate): Promise<Result<Address>> {
  const result = toResult(await api.PUT('/address-books', { body }), 'address');
  if (result.ok)
    await mutate<Address[]>(addressesKey, (list) => withPrimary(list ?? [], result.data), {
      revalidate: false,
    });
  return result;
}

export async function deleteAddress(id: number): Promise<Result<void>> {
  const result = toResult(
    await api.DELETE('/address-books/{id}', { params: { path: { id } } }),
    'address',
  );
  if (!result.ok) return result;
  // Deleting the primary makes the server promote another one: the list is fetched again.
  await mutate<Address[]>(addressesKey, (list) => (list ?? []).filter((a) => a.id !== id), {
    revalidate: true,
  });
  return { ok: true, data: undefined };
}
