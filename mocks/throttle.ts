// Limits that stop guessing without locking dealers out (docs/business-rules.md#limits). Every
// limit is per client (the address the edge proxy reports), so nobody elsewhere can use up the
// owner's tries; repeated wrong passwords for one e-mail from one client wait longer and longer
// instead of locking the e-mail. Kept outside the state because a refused call rolls the state
// back and must still count, and cleared by `__reset`.

const MINUTE = 60_000;

/** At most `max` events per client within `windowMs`; refused until the oldest leaves it. */
export interface Window {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** Wrong passwords from one client, whatever the e-mails (stops password spraying). */
  signInClient: { max: 20, windowMs: 15 * MINUTE },
  /** Wrong verification codes from one client, whatever the accounts. */
  codeClient: { max: 20, windowMs: 15 * MINUTE },
  /** Codes asked for by one client. */
  codeRequestClient: { max: 10, windowMs: 15 * MINUTE },
  /** Codes asked for one account (each replaces the last and brings 5 new tries). */
  codeRequestAccount: { max: 5, windowMs: 60 * MINUTE },
  /** Applications (accepted or for an e-mail that exists) from one client. */
  signupClient: { max: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Window>;

/** Wrong passwords for one e-mail from one client before each try has to wait. */
const FREE_FAILURES = 4;
const FIRST_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * MINUTE;
const PAIR_WINDOW_MS = 15 * MINUTE;

/** How long the next try waits after `failures` wrong passwords in a row (0 while free). */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS);
}

export class Limits {
  private events = new Map<string, number[]>();

  private recent(key: string, windowMs: number, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((t) => now - t < windowMs);
    if (kept.length > 0) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  note(key: string, now: number): void {
    this.events.set(key, [...(this.events.get(key) ?? []), now]);
  }

  forget(key: string): void {
    this.events.delete(key);
  }

  /** Seconds until one more event fits the window, or 0 when it fits now. */
  retryAfter(key: string, limit: Window, now: number): number {
    const recent = this.recent(key, limit.windowMs, now);
    if (recent.length < limit.max) return 0;
    const oldest = recent[recent.length - limit.max]!;
    return Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
  }

  /** Seconds the next sign-in for this e-mail from this client has to wait, or 0. */
  pairDelay(key: string, now: number): number {
    const recent = this.recent(key, PAIR_WINDOW_MS, now);
    const wait = delayAfter(recent.length);
    if (wait === 0) return 0;
    const until = recent[recent.length - 1]! + wait;
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  clear(): void {
    this.events.clear();
  }
}

/** Keys: one client, or one e-mail (or account) from one client. */
export const clientKey = (kind: string, client: string) => `${kind}|${client}`;
export const pairKey = (kind: string, who: string, client: string) =>
  `${kind}|${who.trim().toLowerCase()}|${client}`;

/** A wait as a person reads it: seconds under a minute, else whole minutes. */
export function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const TEXTS = {
  signIn: (s: number) => `Too many failed sign-in attempts. Please try again in ${inWords(s)}.`,
  code: (s: number) => `Too many verification attempts. Please try again in ${inWords(s)}.`,
  codeRequest: (s: number) => `Too many code requests. Please try again in ${inWords(s)}.`,
  signup: (s: number) => `Too many applications. Please try again in ${inWords(s)}.`,
};
