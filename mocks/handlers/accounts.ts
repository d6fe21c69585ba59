import { badRequest } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { ReplyOf } from '../lib/types';
import {
  asObject,
  checkPassword,
  EMAIL,
  optStr,
  PHONE,
  reqState,
  reqStr,
  reqZip,
} from '../lib/validate';
import { findAccount, newAccountId, type AccountRecord } from '../state';
import { checkClient, checkSignIn, noteClient, signInFailed, signInSucceeded } from './limits';
import { TEXTS } from '../throttle';
import { requireSignedIn, requireUser } from './common';
import { DISABLED, ownerOf, roleOf } from '../domain/company';
import { LIMITS } from '../../src/lib/limits';

const WRONG_CREDENTIALS = 'Incorrect username or password.';

export function login(ctx: Ctx): ReplyOf<'login'> {
  const b = asObject(ctx.body);
  const email = reqStr(b, 'email', { max: LIMITS.email });
  const password = reqStr(b, 'password', { max: LIMITS.passwordMax });
  checkSignIn(ctx, email);
  const account = findAccount(ctx.state, email);
  if (account?.status === 'pending' || account?.status === 'applied')
    return { status: 400, body: { error: 'User is not confirmed.' } };
  if (!account || account.password !== b.password || !password) {
    signInFailed(ctx, email);
    return { status: 400, body: { error: WRONG_CREDENTIALS } };
  }
  if (account.company?.disabled) return { status: 400, body: { ...DISABLED } };
  signInSucceeded(ctx, email);
  if (account.status === 'temporary') {
    return {
      status: 200,
      body: {
        challengeName: 'NEW_PASSWORD_REQUIRED',
        session: ctx.world.sessions.startChallenge(account.email, ctx.now),
        username: account.email,
        accessToken: null,
        refreshToken: null,
      },
    };
  }
  const tokens = ctx.world.sessions.issue(account.email, ctx.now, ctx.world.config.accessTtl);
  return {
    status: 200,
    body: {
      challengeName: null,
      session: null,
      username: account.email,
      ...tokens,
      role: account.role ?? 'dealer',
    },
  };
}

export function completeNewPassword(ctx: Ctx): ReplyOf<'completeNewPassword'> {
  const b = asObject(ctx.body);
  const email = reqStr(b, 'email', { max: LIMITS.email });
  const session = reqStr(b, 'session');
  const newPassword = checkPassword(b.newPassword);
  const account = findAccount(ctx.state, email);
  if (
    !account ||
    account.status !== 'temporary' ||
    !ctx.world.sessions.takeChallenge(session, email, ctx.now)
  )
    return { status: 400, body: { error: 'Invalid session for the user, session is expired.' } };
  account.password = newPassword;
  account.status = 'active';
  ctx.world.sessions.revokeAll(account.email);
  return {
    status: 200,
    body: ctx.world.sessions.issue(account.email, ctx.now, ctx.world.config.accessTtl),
  };
}

export function refreshToken(ctx: Ctx): ReplyOf<'refreshToken'> {
  const b = asObject(ctx.body);
  const token = reqStr(b, 'refreshToken');
  const holder = ctx.world.sessions.holderOf(token);
  if (holder && findAccount(ctx.state, holder)?.company?.disabled)
    return { status: 401, body: { ...DISABLED } };
  const pair = ctx.world.sessions.rotate(token, ctx.now, ctx.world.config.accessTtl);
  if (!pair) return { status: 401, body: { error: 'Invalid refresh token.' } };
  return { status: 200, body: pair };
}

/** Designed sign-out: the session of the refresh token (all its tokens) ends; idempotent. */
export function logout(ctx: Ctx): ReplyOf<'logout'> {
  const b = asObject(ctx.body);
  ctx.world.sessions.revoke(reqStr(b, 'refreshToken'));
  return { status: 200, body: { message: 'Signed out.' } };
}

export function getMe(ctx: Ctx): ReplyOf<'getMe'> {
  const { account } = requireSignedIn(ctx);
  if (account.role === 'staff') return { status: 200, body: { ...account.info } };
  const owner = ownerOf(ctx.state, account);
  return {
    status: 200,
    body: {
      ...account.info,
      companyRole: roleOf(account),
      spendingLimit: account.company?.spendingLimit ?? null,
      approvalThreshold: owner.approvalThreshold ?? null,
    },
  };
}

export function updateAccountInfo(ctx: Ctx): ReplyOf<'updateAccountInfo'> {
  const { account } = requireUser(ctx);
  const b = asObject(ctx.body);
  const firstName = optStr(b, 'firstName', { min: 1, max: LIMITS.name, label: 'First name' });
  const lastName = optStr(b, 'lastName', { min: 1, max: LIMITS.name, label: 'Last name' });
  const phoneNumber = optStr(b, 'phoneNumber', {
    pattern: PHONE,
    message: 'Phone Number must be in the format 123-456-7890.',
  });
  const companyName = optStr(b, 'companyName', {
    min: 1,
    max: LIMITS.company,
    message: 'Company Name is required.',
  });
  if ([firstName, lastName, phoneNumber, companyName].every((v) => v === undefined))
    throw badRequest('Nothing to update.');
  const info = account.info;
  if (firstName !== undefined) info.firstName = firstName;
  if (lastName !== undefined) info.lastName = lastName;
  if (phoneNumber !== undefined) info.phoneNumber = phoneNumber;
  if (companyName !== undefined) info.companyName = companyName;
  return { status: 200, body: { ...info } };
}

const SERVICES = new Set([
  'Design Services',
  'Cabinets only (you provide material list)',
  'Installation Services (Atlanta office only)',
  'Online ordering (dealers only)',
]);

export function signup(ctx: Ctx): ReplyOf<'signup'> {
  const b = asObject(ctx.body);
  const email = reqStr(b, 'email', {
    max: LIMITS.email,
    pattern: EMAIL,
    message: 'Please enter a valid email address',
  });
  const firstName = reqStr(b, 'firstName', { max: LIMITS.name, label: 'First name' });
  const lastName = reqStr(b, 'lastName', { max: LIMITS.name, label: 'Last name' });
  const phoneNumber = reqStr(b, 'phoneNumber', { pattern: PHONE, message: 'Invalid phone number' });
  optStr(b, 'faxNumber', { pattern: PHONE, message: 'Invalid fax number' });
  const companyName = reqStr(b, 'companyName', {
    max: LIMITS.company,
    message: 'Company Name is required',
  });
  reqStr(b, 'taxId', {
    pattern: /^\d{2}-\d{7}$/,
    message: 'Invalid Tax ID. Format should be XX-XXXXXXX',
  });
  reqStr(b, 'addressLine1', { max: LIMITS.addressLine, label: 'Address Line 1' });
  optStr(b, 'addressLine2', { max: LIMITS.addressLine });
  reqStr(b, 'city', { max: LIMITS.city, label: 'City' });
  reqState(b);
  reqZip(b);
  reqStr(b, 'currentSupplier', { max: LIMITS.supplier, message: 'Current supplier is required' });
  reqStr(b, 'averagePurchase', { pattern: /^\d{1,8}$/, message: 'Average purchase is required' });
  const services = b.services;
  if (
    !Array.isArray(services) ||
    services.length === 0 ||
    !services.every((s) => SERVICES.has(s as string))
  )
    throw badRequest('Please select at least one service.');
  reqStr(b, 'source', { message: 'Please select a source.' });
  reqStr(b, 'businessType', { message: 'Business type is required' });
  checkClient(ctx, 'signupClient', TEXTS.signup);
  // Conflicts count too: answering 409 tells whether an e-mail has an account.
  noteClient(ctx, 'signupClient');
  if (findAccount(ctx.state, email))
    return {
      status: 409,
      body: { error: 'An account with this email already exists. Please log in.' },
    };
  const account: AccountRecord = {
    id: newAccountId(),
    email,
    password: null,
    status: 'applied',
    info: { firstName, lastName, email, phoneNumber, companyName, salesRep: null },
  };
  ctx.state.accounts.push(account);
  return {
    status: 200,
    body: {
      message:
        'Your registration has been submitted. Please wait for an administrator to approve your account.',
    },
  };
}

export function contactUs(ctx: Ctx): ReplyOf<'contactUs'> {
  const b = asObject(ctx.body);
  const msg = {
    firstName: reqStr(b, 'firstName', { max: LIMITS.name, message: 'First Name is required' }),
    lastName: reqStr(b, 'lastName', { max: LIMITS.name, message: 'Last Name is required' }),
    phoneNumber: reqStr(b, 'phoneNumber', {
      max: LIMITS.phone,
      message: 'Phone number is required',
    }),
    email: reqStr(b, 'email', {
      max: LIMITS.email,
      pattern: EMAIL,
      message: 'Invalid email address',
    }),
    comments: reqStr(b, 'comments', { max: LIMITS.comments, message: 'Comments are required' }),
  };
  ctx.state.contactMessages.push(msg);
  return { status: 200, body: { message: 'Form submitted successfully.' } };
}

export function getMaintenance(ctx: Ctx): ReplyOf<'getMaintenance'> {
  return { status: 200, body: { ...ctx.state.maintenance } };
}
