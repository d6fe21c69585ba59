import { session } from '@/api';

/** A note for the cart page, with an optional link (for example to the quote the old cart became). */
export type CartNoticeContent = { text: string; link?: { href: string; label: string } };

// Set by a screen that sends the dealer to /cart after changing the cart behind the scenes; the
// cart page shows it once. Sign-out drops it with everything else of the session.
let pending: CartNoticeContent | null = null;
session.onClear(() => {
  pending = null;
});

export function showCartNotice(notice: CartNoticeContent): void {
  pending = notice;
}

/** The pending notice, handed out once. */
export function takeCartNotice(): CartNoticeContent | null {
  const notice = pending;
  pending = null;
  return notice;
}
