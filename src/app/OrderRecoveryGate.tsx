import { lazy, Suspense, useState } from 'react';
import { isDealerSession, useSession } from '@/api';
import { ORDER_KEY_STORAGE } from '@/lib/order-key-name';

const OrderRecovery = lazy(() => import('@/features/checkout/components/OrderRecovery'));

function holdsOrderKey(): boolean {
  try {
    return sessionStorage.getItem(ORDER_KEY_STORAGE) !== null;
  } catch {
    return false;
  }
}

/**
 * Loaded only when this tab holds an unsettled order key at start-up, which is rare, so the
 * check costs every other load nothing but one storage read.
 */
export function OrderRecoveryGate() {
  const [held] = useState(holdsOrderKey);
  const signedIn = isDealerSession(useSession());
  if (!held || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <OrderRecovery />
    </Suspense>
  );
}
