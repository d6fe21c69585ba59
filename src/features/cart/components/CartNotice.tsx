import { useState } from 'react';
import { Alert, Link } from '@ds';
import { takeCartNotice } from './cart-notice';

/** The note another screen left for the cart page (shown on this visit only). */
export function CartNotice() {
  const [notice] = useState(takeCartNotice);
  if (!notice) return null;
  return (
    <Alert variant="info" data-testid="cart-notice" css={{ marginBottom: '$5' }}>
      {notice.text} {notice.link ? <Link href={notice.link.href}>{notice.link.label}</Link> : null}
    </Alert>
  );
}
