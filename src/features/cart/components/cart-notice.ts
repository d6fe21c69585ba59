import { session } from '@/api';

/** A note for the cart page, with an optional link (for example to the quote the old cart became). */
export type CartNoticeContent = { text: string; link?: { href: string; label: string } };

// Set by a screen that sends the dealer to /cart after changing the cart behind the scenes; the
// cart page shows it once. Sign-out drops it with everything else of the session (registered on
// first use, so the module has no load-time effect and stays out of the header's chunk).
let pending: CartNoticeContent | null = null;
let registered = false;

export function showCartNotice(notice: CartNoticeContent): void {
  if (!registered) {
    registered = true;
    session.onClear(() => {
      pending = null;
    });
  }
  pending = notice;
}

/** The pending notice, handed out once. */
export function takeCartNotice(): CartNoticeContent | null {
  const notice = pending;
  pending = null;
  return notice;
}
