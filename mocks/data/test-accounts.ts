import { asObject } from '../lib/validate';
import { HttpError } from '../lib/http';
import { emptyUserData, newAccountId, type AccountRecord, type State } from '../state';
import type { CatalogProduct } from './catalog';
import { dealerSeed, type DealerIds } from './seed';
import { companyMembers } from './company-seed';

// `POST /__dealers` (test-only, on the mock's own port): a fresh account per test, so tests can
// run in parallel without sharing the demo accounts' data or calling `__reset`.

export type TestAccountKind = 'dealer' | 'company' | 'temporary' | 'pending' | 'applied';

export interface TestAccount {
  id: string;
  email: string;
  /** null for a pending account, which sets its password during activation. */
  password: string | null;
  /** A dealer's seed ids (what dealer@example.com has as 5001, 7001, 3001/3002, 900001, 8001-8014). */
  seed?: DealerIds;
  /** `company`: the Owner's Buyer (a $2,000.00 limit) and Estimator, as in the demo seed. */
  buyer?: { id: string; email: string; password: string };
  estimator?: { id: string; email: string; password: string };
}

const PASSWORDS: Record<TestAccountKind, string | null> = {
  dealer: 'Dealer#2026',
  company: 'Dealer#2026',
  temporary: 'Welcome#2026',
  pending: null,
  applied: null,
};

function readKind(body: unknown): TestAccountKind {
  const kind = body === undefined ? undefined : asObject(body).kind;
  if (kind === undefined) return 'dealer';
  if (
    kind === 'dealer' ||
    kind === 'company' ||
    kind === 'temporary' ||
    kind === 'pending' ||
    kind === 'applied'
  )
    return kind;
  throw new HttpError(400, 'kind must be dealer, company, temporary, pending or applied.');
}

/**
 * Adds an account: `dealer` is an approved dealer with its own copy of the demo dealer's seed
 * (empty cart, one quote, 14 orders, two addresses, one card: same figures, new ids taken from
 * the shared counters so no two dealers share an id); `temporary` signs in with
 * NEW_PASSWORD_REQUIRED like newdealer@example.com; `pending` awaits activation at
 * /activate-account/{id} like pending@example.com; `applied` is a signup no administrator has
 * approved (it cannot be activated). Every id is random, as a signup's is.
 */
export function createTestAccount(
  state: State,
  catalog: CatalogProduct[],
  body: unknown,
  now: number,
): TestAccount {
  const asked = readKind(body);
  const kind = asked === 'company' ? 'dealer' : asked;
  state.seq.account += 1;
  const n = state.seq.account;
  const id = newAccountId();
  const email = `${kind}-${n}@test.example.com`;
  const info =
    kind === 'dealer'
      ? {
          firstName: 'Dana',
          lastName: 'Miller',
          phoneNumber: '404-555-0142',
          companyName: 'Miller Kitchens',
          salesRep: 'Alex Rivera',
        }
      : kind === 'temporary'
        ? {
            firstName: 'Nora',
            lastName: 'Newman',
            phoneNumber: '770-555-0123',
            companyName: 'Newman Millwork',
            salesRep: 'Alex Rivera',
          }
        : {
            firstName: 'Pat',
            lastName: 'Pending',
            phoneNumber: '678-555-0100',
            companyName: 'Pending Cabinets LLC',
            salesRep: null,
          };
  const account: AccountRecord = {
    id,
    email,
    password: PASSWORDS[kind],
    status: kind === 'dealer' ? 'active' : kind,
    info: { ...info, email },
  };
  state.accounts.push(account);

  const seq = state.seq;
  seq.cart += 2;
  seq.item += 3;
  seq.address += 2;
  seq.payment += 1;
  seq.order += 14;
  if (kind !== 'dealer') {
    state.data[email] = emptyUserData(seq.cart);
    return { id, email, password: account.password };
  }
  const seed: DealerIds = {
    cart: seq.cart - 1,
    quote: seq.cart,
    items: [seq.item - 2, seq.item - 1, seq.item],
    addresses: [seq.address - 1, seq.address],
    paymentProfileId: String(seq.payment),
    orderIdBase: seq.order - 14,
  };
  state.data[email] = dealerSeed(catalog, seed, now);
  if (asked !== 'company') return { id, email, password: account.password, seed };
  const [buyer, estimator] = companyMembers(account, {
    buyer: `buyer-${n}@test.example.com`,
    estimator: `estimator-${n}@test.example.com`,
  });
  state.accounts.push(buyer!, estimator!);
  const login = (a: AccountRecord) => ({ id: a.id, email: a.email, password: a.password! });
  return {
    id,
    email,
    password: account.password,
    seed,
    buyer: login(buyer!),
    estimator: login(estimator!),
  };
}
