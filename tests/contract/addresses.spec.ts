import { expect, test } from './fixtures';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';

interface Address {
  id: number;
  isPrimaryAddress: boolean;
}

const address = {
  customerName: 'Dana Miller',
  companyName: 'Miller Kitchens',
  phoneNumber: '404-555-0142',
  addressLine1: '1800 Warehouse Row',
  addressLine2: 'Dock 3',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30318',
};

const list = async (request: Parameters<typeof call>[0], token: string) =>
  (
    await call<{ success: boolean; addresses: Address[] }>(request, 'GET', '/address-books/all', {
      token,
    })
  ).body.addresses;
const primaries = (all: Address[]) => all.filter((a) => a.isPrimaryAddress).map((a) => a.id);

test('[listAddresses] lists the address book with exactly one primary', async ({
  request,
  signedIn: { token },
}) => {
  const r = await call(request, 'GET', '/address-books/all', { token });
  expectStatus(r, 200);
  expect(r.body.success).toBe(true);
  if (r.body.addresses.length > 0) expect(primaries(r.body.addresses)).toHaveLength(1);
  if (isLocal) expect(r.body.addresses).toHaveLength(2);
  expectStatus(await call(request, 'GET', '/address-books/all'), 401);
});

test('[createAddress] adds an address that becomes the only primary', async ({
  request,
  signedIn: { token },
}) => {
  skipUnlessMutating();
  const r = await call(request, 'POST', '/address-books', { token, data: address });
  expectStatus(r, 201);
  expect(r.body).toMatchObject({ ...address, isPrimaryAddress: true });
  expect(primaries(await list(request, token))).toEqual([r.body.id]);
  if (!isLocal) await call(request, 'DELETE', `/address-books/${r.body.id}`, { token });
});

test('[createAddress] rejects a bad ZIP, a territory and a missing company', async ({
  request,
  signedIn: { token },
}) => {
  expectRejected(
    await call(request, 'POST', '/address-books', { token, data: { ...address, zipCode: '3031' } }),
  );
  expectRejected(
    await call(request, 'POST', '/address-books', { token, data: { ...address, state: 'PR' } }),
  );
  expectRejected(
    await call(request, 'POST', '/address-books', {
      token,
      data: { ...address, companyName: undefined },
    }),
  );
  expectStatus(await call(request, 'POST', '/address-books', { data: address }), 401);
});

test('[updateAddress] making an address primary clears the others; unknown id is 404', async ({
  request,
  signedIn: { token, seed },
}) => {
  skipUnlessLocal('edits the seed addresses');
  const r = await call(request, 'PUT', '/address-books', {
    token,
    data: { ...address, id: seed.addresses[1], city: 'Savannah', isPrimaryAddress: true },
  });
  expectStatus(r, 200);
  expect(r.body).toMatchObject({ id: seed.addresses[1], city: 'Savannah', isPrimaryAddress: true });
  expect(primaries(await list(request, token))).toEqual([seed.addresses[1]]);
  expectError(
    await call(request, 'PUT', '/address-books', { token, data: { ...address, id: 999999 } }),
    404,
  );
  expectRejected(await call(request, 'PUT', '/address-books', { token, data: address }));
});

test('[deleteAddress] deletes; deleting the primary promotes another; unknown id is 404', async ({
  request,
  signedIn: { token, seed },
}) => {
  skipUnlessLocal('deletes the seed addresses');
  expectStatus(
    await call(request, 'DELETE', `/address-books/${seed.addresses[0]}`, { token }),
    204,
  );
  expect(primaries(await list(request, token))).toEqual([seed.addresses[1]]);
  expectError(await call(request, 'DELETE', `/address-books/${seed.addresses[0]}`, { token }), 404);
  expectRejected(await call(request, 'DELETE', '/address-books/abc', { token }));
});
