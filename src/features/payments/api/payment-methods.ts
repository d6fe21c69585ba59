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

export type PaymentMethod = components['schemas']['PaymentMethod'];
export type SavePayment = components['schemas']['SavePaymentRequest'];
export type UpdatePayment = components['schemas']['UpdatePaymentRequest'];

export const paymentMethodsKey = '/payments/get-payment-methods';

export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  return unwrap(await api.GET('/payments/get-payment-methods'), 'payment');
}

export function usePaymentMethods() {
  const swr = useAuthedSWR(paymentMethodsKey, fetchPaymentMethods, {
    onError: (error) => console.warn('Failed to fetch payment methods.', error),
  });
  return withFields(swr, { methods: swr.data ?? [] });
}

/** MM/YY as typed -> YYYY-MM as the API wants it. */
export function toApiExpiry(mmYY: string): string {
  const [mm = '', yy = ''] = mmYY.split('/');
  return `20${yy.padStart(2, '0')}-${mm.padStart(2, '0')}`;
}

export async function savePaymentInfo(body: SavePayment): Promise<Result<PaymentMethod>> {
  const result = toResult(await api.POST('/payments/save-payment-info', { body }), 'payment');
  if (result.ok) {
    await mutate<PaymentMethod[]>(paymentMethodsKey, (list) => [...(list ?? []), result.data], {
      revalidate: false,
    });
  }
  return result;
}

export async function updatePaymentMethod(body: UpdatePayment): Promise<Result<PaymentMethod>> {
  const result = toResult(await api.POST('/payments/update-payment-method', { body }), 'payment');
  if (result.ok) {
    await mutate<PaymentMethod[]>(
      paymentMethodsKey,
      (list) =>
        (list ?? []).map((m) =>
          m.paymentProfileId === result.data.paymentProfileId ? result.data : m,
        ),
      { revalidate: false },
    );
  }
  return result;
}

export async function deletePaymentMethod(paymentProfileId: string): Promise<Result<void>> {
  const result = toResult(
    await api.DELETE('/payments/delete-payment-method/{paymentProfileId}', {
      params: { path: { paymentProfileId } },
    }),
    'payment',
  );
  if (!result.ok) return result;
  await mutate<PaymentMethod[]>(
    paymentMethodsKey,
    (list) => (list ?? []).filter((m) => m.paymentProfileId !== paymentProfileId),
    { revalidate: false },
  );
  return { ok: true, data: undefined };
}
