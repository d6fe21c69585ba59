import { randomBytes } from 'node:crypto';

// Tokens are opaque random strings remembered in memory; they survive `__reset` on purpose.

interface AccessEntry {
  email: string;
  expiresAt: number;
  /** The refresh token this access token belongs to; revoking it ends them all. */
  family: string;
}

export type TokenCheck =
  { ok: true; email: string } | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export class Sessions {
  private access = new Map<string, AccessEntry>();
  private refresh = new Map<string, string>();
  private challenges = new Map<string, { email: string; expiresAt: number }>();

  issue(email: string, now: number, ttlSeconds: number) {
    const accessToken = token('at');
    const refreshToken = token('rt');
    this.access.set(accessToken, {
      email,
      expiresAt: now + ttlSeconds * 1000,
      family: refreshToken,
    });
    this.refresh.set(refreshToken, email);
    return { accessToken, refreshToken };
  }

  refreshAccess(refreshToken: string, now: number, ttlSeconds: number): string | null {
    const email = this.refresh.get(refreshToken);
    if (!email) return null;
    const accessToken = token('at');
    this.access.set(accessToken, {
      email,
      expiresAt: now + ttlSeconds * 1000,
      family: refreshToken,
    });
    return accessToken;
  }

  /** Sign-out: the refresh token and every access token minted with it stop working. */
  revoke(refreshToken: string): void {
    if (!this.refresh.delete(refreshToken)) return;
    for (const [accessToken, entry] of this.access)
      if (entry.family === refreshToken) this.access.delete(accessToken);
  }

  check(authorization: string | undefined, now: number): TokenCheck {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!m) return { ok: false, reason: 'missing' };
    const entry = this.access.get(m[1]!);
    if (!entry) return { ok: false, reason: 'unknown' };
    if (entry.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, email: entry.email };
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
