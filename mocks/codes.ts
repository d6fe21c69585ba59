import { VERIFICATION_CODE } from './data/seed';

// E-mailed verification codes (activation, password reset), docs/business-rules.md#accounts: a
// code exists only after a request, works once, expires and dies after MAX_WRONG wrong tries.
// Kept outside the state because a wrong try answers an error, which rolls the state back, and
// the try must still count. Cleared by `__reset`.

export const CODE_TTL_MS = 15 * 60_000;
const MAX_WRONG = 5;

export type CodePurpose = 'activation' | 'reset';

export type CodeCheck = 'ok' | 'wrong' | 'exhausted' | 'expired' | 'none';

interface Entry {
  code: string;
  expiresAt: number;
  wrong: number;
}

export class VerificationCodes {
  private entries = new Map<string, Entry>();

  /**
   * A new code for this account and purpose, replacing any earlier one (with fresh tries). The
   * demo always e-mails 123456 (docs/demo.md); a real server draws a random one.
   */
  issue(purpose: CodePurpose, accountId: string, now: number): string {
    const code = VERIFICATION_CODE;
    this.entries.set(`${purpose}:${accountId}`, { code, expiresAt: now + CODE_TTL_MS, wrong: 0 });
    return code;
  }

  /** Checks a code; a right one is used up, the MAX_WRONG-th wrong one kills the code. */
  check(purpose: CodePurpose, accountId: string, code: string, now: number): CodeCheck {
    const key = `${purpose}:${accountId}`;
    const entry = this.entries.get(key);
    if (!entry) return 'none';
    if (entry.wrong >= MAX_WRONG) return 'exhausted';
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return 'expired';
    }
    if (entry.code === code) {
      this.entries.delete(key);
      return 'ok';
    }
    entry.wrong += 1;
    return entry.wrong >= MAX_WRONG ? 'exhausted' : 'wrong';
  }

  clear(): void {
    this.entries.clear();
  }
}

export const WRONG_CODE = 'Invalid verification code provided, please try again.';

/** What a dead code answers (410): the screen tells the dealer to ask for a new one. */
export const DEAD_CODE: Record<Exclude<CodeCheck, 'ok' | 'wrong'>, string> = {
  exhausted: 'Too many wrong codes. Please request a new code.',
  expired: 'This verification code has expired. Please request a new code.',
  none: 'This verification code is no longer valid. Please request a new code.',
};
