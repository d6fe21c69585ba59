import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';
import { isDealerSession, isStaffOnly, session, type StaffSessionValues } from './session';

// The session state of staff acting as a dealer (docs/business-rules.md#staff-acting-as-a-dealer):
// starting and stopping replace the whole session, wiping the one before as sign-out does.

const acting: StaffSessionValues = {
  accessToken: 'at-dealer',
  refreshToken: 'rt-dealer',
  isImpersonated: true,
  impersonatedEmail: 'dealer@example.com',
  staffEmail: 'staff@example.com',
};
const ownStaff: StaffSessionValues = {
  accessToken: 'at-staff',
  refreshToken: 'rt-staff',
  isImpersonated: false,
  impersonatedEmail: null,
  staffEmail: 'staff@example.com',
};

afterEach(() => session.clear());

describe('session of staff acting as a dealer', () => {
  it('a staff sign-in is staff only: no dealer data to show', () => {
    session.setTokens({ accessToken: 'at-staff', refreshToken: 'rt-staff' });
    expect(isDealerSession(session.get())).toBe(true);
    session.setStaff('staff@example.com');
    expect(session.get()).toEqual({
      isAuthenticated: true,
      isImpersonated: false,
      impersonatedEmail: null,
      staffEmail: 'staff@example.com',
    });
    expect(isStaffOnly(session.get())).toBe(true);
    expect(isDealerSession(session.get())).toBe(false);
  });

  it("starting sets the spec's session cookies and drops everything of the staff session", () => {
    session.setTokens({ accessToken: 'at-staff', refreshToken: 'rt-staff' });
    session.setStaff('staff@example.com');
    localStorage.setItem('discount', 'SAVE10');
    sessionStorage.setItem('draft', 'x');
    const cleared = vi.fn();
    const off = session.onClear(cleared);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const before = session.generation();

    session.replace(acting);

    off();
    unsubscribe();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(session.generation()).toBe(before + 1);
    expect(listener).toHaveBeenCalled();
    expect(readCookie('accessToken')).toBe('at-dealer');
    expect(readCookie('refreshToken')).toBe('rt-dealer');
    expect(readCookie('isImpersonated')).toBe('true');
    expect(readCookie('impersonatedEmail')).toBe('dealer@example.com');
    expect(localStorage.getItem('discount')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(session.get()).toEqual({
      isAuthenticated: true,
      isImpersonated: true,
      impersonatedEmail: 'dealer@example.com',
      staffEmail: 'staff@example.com',
    });
    expect(isDealerSession(session.get())).toBe(true);
    expect(isStaffOnly(session.get())).toBe(false);
  });

  it("stopping clears the dealer's data and the impersonation cookies, keeping staff signed in", () => {
    session.replace(acting);
    localStorage.setItem('quantities', '{"TPW-B12":2}');
    const cleared = vi.fn();
    const off = session.onClear(cleared);

    session.replace(ownStaff);

    off();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(readCookie('accessToken')).toBe('at-staff');
    expect(readCookie('isImpersonated')).toBeNull();
    expect(readCookie('impersonatedEmail')).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['staffEmail']);
    expect(isStaffOnly(session.get())).toBe(true);
  });

  it('sign-out while acting ends both the dealer session and the staff marker', () => {
    session.replace(acting);
    session.clear();
    expect(session.get()).toEqual({
      isAuthenticated: false,
      isImpersonated: false,
      impersonatedEmail: null,
      staffEmail: null,
    });
    expect(readCookie('isImpersonated')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('a dealer is never staff only, and impersonation cookies written by hand name no staff member', () => {
    session.setTokens({ accessToken: 'at-dealer' });
    writeCookie('isImpersonated', 'true');
    writeCookie('impersonatedEmail', 'dealer@example.com');
    session.reload();
    expect(session.get()).toMatchObject({ isImpersonated: true, staffEmail: null });
    expect(isStaffOnly(session.get())).toBe(false);
    expect(isDealerSession(session.get())).toBe(true);
    deleteCookie('isImpersonated');
    deleteCookie('impersonatedEmail');
  });
});
