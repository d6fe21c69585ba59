// Sign-in throttling: after MAX_FAILURES wrong passwords for one e-mail within WINDOW_MS, sign-in
// for that e-mail is refused until the oldest of them leaves the window. Kept outside the state
// because a failed call rolls the state back, and cleared by `__reset`.

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;

export class SignInThrottle {
  private failures = new Map<string, number[]>();

  private recent(email: string, now: number): number[] {
    const key = email.trim().toLowerCase();
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds to wait before this e-mail may try again, or 0 when it may try now. */
  retryAfter(email: string, now: number): number {
    const recent = this.recent(email, now);
    if (recent.length < MAX_FAILURES) return 0;
    const oldest = recent[recent.length - MAX_FAILURES]!;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  }

  fail(email: string, now: number): void {
    const recent = this.recent(email, now);
    this.failures.set(email.trim().toLowerCase(), [...recent, now]);
  }

  clear(): void {
    this.failures.clear();
  }
}

/** The error text of a refused sign-in, in whole minutes as a person reads it. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
