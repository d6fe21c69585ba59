import { randomBase64Url } from './lib/random';

// Tokens are opaque random strings remembered in memory; they survive `__reset` on purpose.
//
// A sign-in starts a session (a token family). Each refresh token works once: refreshing answers
// a new access token and a new refresh token and retires the old one. A retired refresh token
// that comes back means a copy is in someone else's hands, so the whole session ends
// (docs/business-rules.md#session). A password change ends every session of the account.

/** How long an unused refresh token stays valid. */
export const REFRESH_TTL_MS = 14 * 24 * 3600_000;

interface AccessEntry {
  email: string;
  expiresAt: number;
  family: string;
  /** The staff member acting as this dealer, null for the account's own session. */
  actor: string | null;
}

interface RefreshEntry {
  email: string;
  family: string;
  actor: string | null;
  expiresAt: number;
  /** Retired by a refresh: presenting it again ends the family. */
  used: boolean;
}

export type TokenCheck =
  | { ok: true; email: string; actor: string | null; family: string }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

const token = (prefix: string) => `${prefix}_${randomBase64Url(18)}`;
const key = (email: string) => email.trim().toLowerCase();

export class Sessions {
  private access = new Map<string, AccessEntry>();
  private refresh = new Map<string, RefreshEntry>();
  /** Live families per account, so a password change can end them all. */
  private families = new Map<string, Set<string>>();
  private challenges = new Map<string, { email: string; expiresAt: number }>();

  private mintAccess(
    email: string,
    family: string,
    now: number,
    ttlSeconds: number,
    actor: string | null,
  ) {
    const accessToken = token('at');
    this.access.set(accessToken, { email, expiresAt: now + ttlSeconds * 1000, family, actor });
    return accessToken;
  }

  private mintRefresh(email: string, family: string, now: number, actor: string | null) {
    const refreshToken = token('rt');
    this.refresh.set(refreshToken, {
      email,
      family,
      actor,
      expiresAt: now + REFRESH_TTL_MS,
      used: false,
    });
    return refreshToken;
  }

  private remember(email: string, family: string) {
    const set = this.families.get(key(email)) ?? new Set<string>();
    set.add(family);
    this.families.set(key(email), set);
  }

  /**
   * A new session (sign-in). With `actor`, a staff member's session acting as the dealer `email`
   * (docs/business-rules.md#staff-acting-as-a-dealer): it ends when either account's password
   * changes.
   */
  issue(email: string, now: number, ttlSeconds: number, actor: string | null = null) {
    const family = token('fam');
    this.remember(email, family);
    if (actor) this.remember(actor, family);
    return {
      accessToken: this.mintAccess(email, family, now, ttlSeconds, actor),
      refreshToken: this.mintRefresh(email, family, now, actor),
    };
  }

  /**
   * Rotates a refresh token: a fresh pair, the old refresh token retired. Unknown, expired and
   * revoked tokens get null; a retired one ends its whole session first.
   */
  rotate(
    refreshToken: string,
    now: number,
    ttlSeconds: number,
  ): { accessToken: string; refreshToken: string } | null {
    const entry = this.refresh.get(refreshToken);
    if (!entry) return null;
    if (entry.used) {
      this.endFamily(entry.email, entry.family);
      return null;
    }
    if (entry.expiresAt <= now) {
      this.refresh.delete(refreshToken);
      return null;
    }
    entry.used = true;
    return {
      accessToken: this.mintAccess(entry.email, entry.family, now, ttlSeconds, entry.actor),
      refreshToken: this.mintRefresh(entry.email, entry.family, now, entry.actor),
    };
  }

  private endFamily(email: string, family: string): void {
    for (const [t, e] of this.access)
      if (e.family === family) {
        if (e.actor) this.families.get(key(e.actor))?.delete(family);
        this.access.delete(t);
      }
    for (const [t, e] of this.refresh) if (e.family === family) this.refresh.delete(t);
    this.families.get(key(email))?.delete(family);
  }

  /** Ends the session an access token belongs to (starting or stopping acting as a dealer). */
  end(check: Extract<TokenCheck, { ok: true }>): void {
    this.endFamily(check.email, check.family);
  }

  /** The account a refresh token belongs to, so a disabled person's refresh can be refused. */
  holderOf(refreshToken: string): string | undefined {
    return this.refresh.get(refreshToken)?.email;
  }

  /** Sign-out: the session of this refresh token ends (every token of its family). */
  revoke(refreshToken: string): void {
    const entry = this.refresh.get(refreshToken);
    if (entry) this.endFamily(entry.email, entry.family);
  }

  /** Password changed: every session of the account ends, on every device. */
  revokeAll(email: string): void {
    for (const family of [...(this.families.get(key(email)) ?? [])]) this.endFamily(email, family);
    this.families.delete(key(email));
  }

  check(authorization: string | undefined, now: number): TokenCheck {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!m) return { ok: false, reason: 'missing' };
    const entry = this.access.get(m[1]!);
    if (!entry) return { ok: false, reason: 'unknown' };
    if (entry.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, email: entry.email, actor: entry.actor, family: entry.family };
  }

  startChallenge(email: string, now: number): string {
    const session = token('sess');
    this.challenges.set(session, { email, expiresAt: now + 10 * 60_000 });
    return session;
  }

  takeChallenge(session: string, email: string, now: number): boolean {
    const c = this.challenges.get(session);
    if (!c || c.expiresAt <= now || c.email.toLowerCase() !== email.trim().toLowerCase())
      return false;
    this.challenges.delete(session);
    return true;
  }
}
