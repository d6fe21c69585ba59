import { badRequest } from '../lib/http';
import type { Ctx } from '../lib/context';
import type { Address, ReplyOf } from '../lib/types';
import {
  asObject,
  optBool,
  optInt,
  optStr,
  PHONE,
  reqState,
  reqStr,
  reqZip,
  type Obj,
} from '../lib/validate';
import type { UserData } from '../state';
import { requireRole, requireUser } from './common';
import { LIMITS } from '../../src/lib/limits';

function readAddress(b: Obj): Omit<Address, 'id' | 'isPrimaryAddress'> {
  const customerName = reqStr(b, 'customerName', {
    // First and last name joined by a space.
    max: LIMITS.name * 2 + 1,
    message: 'First name is required.',
  });
  // The storefront joins first and last name with a space; both are required.
  if (!/\S\s+\S/.test(customerName)) throw badRequest('Last name is required.');
  return {
    customerName,
    companyName: reqStr(b, 'companyName', {
      max: LIMITS.company,
      message: 'Company Name is required.',
    }),
    phoneNumber: reqStr(b, 'phoneNumber', {
      pattern: PHONE,
      message: 'Phone number format should be 123-456-7890',
    }),
    addressLine1: reqStr(b, 'addressLine1', {
      max: LIMITS.addressLine,
      message: 'Address Line 1 is required.',
    }),
    addressLine2: optStr(b, 'addressLine2', { max: LIMITS.addressLine }) || null,
    city: reqStr(b, 'city', { max: LIMITS.city, message: 'City is required.' }),
    state: reqState(b),
    zipCode: reqZip(b),
  };
}

/** Exactly one primary: the chosen one, else the oldest remaining. */
function makePrimary(data: UserData, id: number | null) {
  const chosen = id ?? data.addresses[0]?.id ?? null;
  for (const a of data.addresses) a.isPrimaryAddress = a.id === chosen;
}

const ordered = (data: UserData) =>
  [...data.addresses].sort((a, b) => Number(b.isPrimaryAddress) - Number(a.isPrimaryAddress));

/** The company's address book: every role sees it, only the Owner changes it. */
const manage = (ctx: Ctx) =>
  requireRole(ctx, ['Owner'], 'Only the company owner can manage the address book.').company;

export function listAddresses(ctx: Ctx): ReplyOf<'listAddresses'> {
  const data = requireUser(ctx).company;
  return { status: 200, body: { success: true, addresses: ordered(data).map((a) => ({ ...a })) } };
}

export function createAddress(ctx: Ctx): ReplyOf<'createAddress'> {
  const data = manage(ctx);
  const fields = readAddress(asObject(ctx.body));
  ctx.state.seq.address += 1;
  const address: Address = { id: ctx.state.seq.address, ...fields, isPrimaryAddress: true };
  data.addresses.push(address);
  makePrimary(data, address.id);
  return { status: 201, body: { ...address } };
}

export function updateAddress(ctx: Ctx): ReplyOf<'updateAddress'> {
  const data = manage(ctx);
  const b = asObject(ctx.body);
  const id = optInt(b, 'id', 1);
  const address = data.addresses.find((a) => a.id === id);
  if (id === undefined || !address) return { status: 404, body: { error: 'Address not found.' } };
  const fields = readAddress(b);
  const primary = optBool(b, 'isPrimaryAddress');
  Object.assign(address, fields);
  if (primary) makePrimary(data, address.id);
  return { status: 200, body: { ...address } };
}

export function deleteAddress(ctx: Ctx): ReplyOf<'deleteAddress'> {
  const data = manage(ctx);
  const id = Number(ctx.params.id);
  const address = data.addresses.find((a) => a.id === id);
  if (!address) return { status: 404, body: { error: 'Address not found.' } };
  data.addresses = data.addresses.filter((a) => a !== address);
  if (address.isPrimaryAddress) makePrimary(data, null);
  return { status: 204, body: undefined };
}
