import { expect, test } from './fixtures';
import {
  call,
  expectError,
  expectRejected,
  expectStatus,
  isLocal,
  newCard,
  skipUnlessLocal,
  skipUnlessMutating,
} from './support';

test('[listPaymentMethods] lists saved cards masked; the seed has one Visa ending 1111', async ({
  request,
  signedIn: { token },
}) => {
  const r = await call(request, 'GET', '/payments/get-payment-methods', { token });
  expectStatus(r, 200);
  for (const m of r.body) expect(m.cardNumber).not.toMatch(/\d{5,}/);
  if (isLocal) {
    expect(r.body).toHaveLength(1);
    expect(r.body[0]).toMatchObject({ cardType: 'Visa', cardNumber: 'XXXX1111' });
  }
  expectStatus(await call(request, 'GET', '/payments/get-payment-methods'), 401);
});

test('[savePaymentInfo] saves a card masked, with its brand and MM/YY expiry', async ({
  request,
  signedIn: { token },
}) => {
  skipUnlessMutating();
  const r = await call(request, 'POST', '/payments/save-payment-info', {
    token,
    data: { ...newCard, cardNumber: '5555555555554444', expirationDate: '2031-02' },
  });
  expectStatus(r, 201);
  expect(r.body).toMatchObject({
    cardType: 'MasterCard',
    cardNumber: 'XXXX4444',
    expirationDate: '02/31',
  });
  expect(r.body.billingAddress).toMatchObject({ firstName: 'Dana', city: 'Atlanta', state: 'GA' });
  const list = await call(request, 'GET', '/payments/get-payment-methods', { token });
  expect(
    list.body.some(
      (m: { paymentProfileId: string }) => m.paymentProfileId === r.body.paymentProfileId,
    ),
  ).toBe(true);
  await call(request, 'DELETE', `/payments/delete-payment-method/${r.body.paymentProfileId}`, {
    token,
  });
});

test('[savePaymentInfo] refuses a declined card, AMEX and Discover; malformed cards are rejected', async ({
  request,
  signedIn: { token },
}) => {
  skipUnlessLocal('uses the demo test cards');
  const save = (data: object) =>
    call(request, 'POST', '/payments/save-payment-info', { token, data: { ...newCard, ...data } });
  expectError(await save({ cardNumber: '4000000000000002' }), 400, /declined/i);
  expectError(await save({ cardNumber: '3700000000000002' }), 400, 'AMEX cards are not accepted.');
  expectError(
    await save({ cardNumber: '6011000000000004' }),
    400,
    'Discover cards are not accepted.',
  );
  expectError(await save({ expirationDate: '2020-01' }), 400, 'The card has expired.');
  expectRejected(await save({ cardNumber: '4111 1111 1111 1111' }));
  expectRejected(await save({ cvv: '12' }));
  expectRejected(await save({ expirationDate: '04/29' }));
  expect(
    (await call(request, 'GET', '/payments/get-payment-methods', { token })).body,
  ).toHaveLength(1);
});

test('[updatePaymentMethod] changes expiry and billing; unknown id is 404', async ({
  request,
  signedIn: { token, seed },
}) => {
  skipUnlessLocal('edits the seed card');
  const r = await call(request, 'POST', '/payments/update-payment-method', {
    token,
    data: {
      paymentProfileId: seed.paymentProfileId,
      expirationDate: '2032-07',
      firstName: 'Dana',
      lastName: 'Miller',
      address: '22 Bay St',
      city: 'Savannah',
      state: 'GA',
      zipCode: '31401',
    },
  });
  expectStatus(r, 200);
  expect(r.body).toMatchObject({
    paymentProfileId: seed.paymentProfileId,
    expirationDate: '07/32',
    cardNumber: 'XXXX1111',
  });
  expect(r.body.billingAddress.city).toBe('Savannah');
  const missing = await call(request, 'POST', '/payments/update-payment-method', {
    token,
    data: { ...newCard, paymentProfileId: 'nope', cardNumber: undefined, cvv: undefined },
  });
  expectError(missing, 404);
  expectRejected(
    await call(request, 'POST', '/payments/update-payment-method', {
      token,
      data: { paymentProfileId: seed.paymentProfileId },
    }),
  );
});

test('[deletePaymentMethod] deletes a card; a second delete is 404', async ({
  request,
  signedIn: { token, seed },
}) => {
  skipUnlessLocal('deletes the seed card');
  expectStatus(
    await call(request, 'DELETE', `/payments/delete-payment-method/${seed.paymentProfileId}`, {
      token,
    }),
    204,
  );
  expectError(
    await call(request, 'DELETE', `/payments/delete-payment-method/${seed.paymentProfileId}`, {
      token,
    }),
    404,
  );
  expect((await call(request, 'GET', '/payments/get-payment-methods', { token })).body).toEqual([]);
  expectStatus(
    await call(request, 'DELETE', `/payments/delete-payment-method/${seed.paymentProfileId}`),
    401,
  );
});
