import { computeTotals } from '../../src/lib/cart-model';
import type { Order, OrderItem } from '../lib/types';
import {
  emptyUserData,
  type AccountRecord,
  type ItemRecord,
  type State,
  type UserData,
} from '../state';
import { companyMembers } from './company-seed';
import { freshTerms, holdTodaysPrices } from '../domain/quotes';
import type { CatalogProduct } from './catalog';

/** The billing address of the seed's Visa XXXX1111 (the saved card and the orders paid with it). */
export const VISA_BILLING = {
  firstName: 'Dana',
  lastName: 'Miller',
  address: '100 Peachtree St NW, Suite 400',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
};

// Seed state exactly as docs/demo.md describes it.

const DEALER_EMAIL = 'dealer@example.com';
const NEW_DEALER_EMAIL = 'newdealer@example.com';

/** The demo dealer's account info (GET /accounts/me); test builders start from it too. */
export const DEMO_DEALER_INFO = {
  firstName: 'Dana',
  lastName: 'Miller',
  email: DEALER_EMAIL,
  phoneNumber: '404-555-0142',
  companyName: 'Miller Kitchens',
  salesRep: 'Alex Rivera',
};
const STAFF_EMAIL = 'staff@example.com';
const PENDING_ACCOUNT_ID = 'pending-1';
export const VERIFICATION_CODE = '123456';
export const DISCOUNT_CODES: Record<string, number> = { DEALER10: 10 };

const STATUSES = ['AWAITING_PAYMENT', 'PAID', 'TRANSACTION_PENDING', 'CLOSED', 'PICKED'] as const;

function seedOrders(bySku: (sku: string) => CatalogProduct, orderIdBase: number): Order[] {
  const picks: [string, number, boolean, 'LEFT' | 'RIGHT' | null][][] = [
    [['TPW-B12', 2, true, 'RIGHT']],
    [
      ['TPW-BER33', 1, true, null],
      ['TPW-WT33', 1, false, null],
    ],
    [
      ['HW-PULL-128', 40, false, null],
      ['RCH-HINGE-110', 24, false, null],
    ],
    [
      ['TPG-B12', 1, false, null],
      ['TPG-W1230', 2, true, 'LEFT'],
    ],
    [['AW-SB36', 1, true, null]],
    [
      ['TSB-P1884', 1, true, 'LEFT'],
      ['HW-PULL-96', 6, false, null],
    ],
    [['TE-DB18', 2, false, null]],
    [
      ['TPW-W1230', 3, true, 'RIGHT'],
      ['TPW-CM8', 4, false, null],
    ],
    [['AOB-V2421', 1, true, 'LEFT']],
    [
      ['RPW-B24', 2, true, null],
      ['RCH-SLIDE-21', 6, false, null],
    ],
    [['TSG-WDC2430', 1, false, null]],
    [['TPU-OC3384', 1, true, null]],
    [
      ['TPW-BER36', 2, true, null],
      ['TPW-WT33', 2, false, null],
    ],
    [
      ['AW-B12', 4, true, 'LEFT'],
      ['HW-KNOB-32', 8, false, null], // out of stock now: Order Again reports it
    ],
  ];
  const count = picks.length;
  return picks.map((lines, i): Order => {
    const n = count - i; // newest first: order 14 is the most recent
    const items: OrderItem[] = lines.map(([sku, quantity, isAssembled, hingeDirection]) => {
      const p = bySku(sku);
      return {
        productId: p.id,
        sku: p.sku,
        description: p.description,
        color: p.color,
        quantity,
        unitPrice: p.price,
        imageIndex: p.imageIndex,
        isAssembled,
        hingeDirection,
      };
    });
    const discountRate = n % 4 === 0 ? 10 : 0;
    const t = computeTotals(
      items.map((it, k) => ({
        price: it.unitPrice,
        quantity: it.quantity,
        isAssembled: it.isAssembled,
        afmx: bySku(lines[k]![0]).afmx,
      })),
      { isTaxable: true, discountPercent: discountRate },
    );
    const created = new Date(
      Date.UTC(2026, 10, 20) - i * 6 * 86_400_000 + 9 * 3_600_000 + i * 997_000,
    );
    return {
      id: orderIdBase + n,
      salesOrderNumber: `SO-1001${String(n).padStart(2, '0')}`,
      poNumber: `PO-09${String(n).padStart(2, '0')}`,
      createdAt: created.toISOString(),
      status: STATUSES[i % STATUSES.length]!,
      OrderItems: items,
      totalAmount: t.subTotal,
      discountAmount: t.discountedAmount,
      taxAmount: t.tax,
      assemblyFee: t.assemblyFee,
      finalAmount: t.totalPrice,
      transactionDetails: {
        cardType: 'Visa',
        cardNumber: 'XXXX1111',
        billingAddress: {
          ...VISA_BILLING,
          country: 'US',
        },
      },
    };
  });
}

/** Ids of one dealer's seed records; the demo dealer's are fixed, fresh test dealers get new ones. */
export interface DealerIds {
  cart: number;
  quote: number;
  /** The quote's three items. */
  items: [number, number, number];
  /** Atlanta (primary) and Savannah. */
  addresses: [number, number];
  paymentProfileId: string;
  /** Orders get ids orderIdBase + 1 ... orderIdBase + 14. */
  orderIdBase: number;
}

const DEMO_DEALER_IDS: DealerIds = {
  cart: 5001,
  quote: 7001,
  items: [9201, 9202, 9203],
  addresses: [3001, 3002],
  paymentProfileId: '900001',
  orderIdBase: 8000,
};

function skuLookup(catalog: CatalogProduct[]) {
  return (sku: string) => {
    const p = catalog.find((x) => x.sku === sku);
    if (!p) throw new Error(`seed refers to unknown SKU ${sku}`);
    return p;
  };
}

/** The demo dealer's cart, quote, addresses, card and 14 orders, under the given ids. */

export function dealerSeed(catalog: CatalogProduct[], ids: DealerIds, now: number): UserData {
  const bySku = skuLookup(catalog);
  const item = (
    cartItemId: number,
    sku: string,
    quantity: number,
    isAssembled: boolean,
    hinge: ItemRecord['hingeDirection'],
  ): ItemRecord => ({
    cartItemId,
    productId: bySku(sku).id,
    quantity,
    isAssembled,
    hingeDirection: hinge,
  });

  const dealer = emptyUserData(ids.cart);
  dealer.quotes = [
    {
      id: ids.quote,
      poNumber: 'PO-1001',
      isTaxable: true,
      items: [
        item(ids.items[0], 'TPW-BER33', 1, true, null),
        item(ids.items[1], 'TPW-WT33', 1, false, null),
        item(ids.items[2], 'TPW-B12', 2, true, 'LEFT'),
      ],
      // Saved when the seed is made (each reset), so its prices hold for the quote's days from then.
      terms: freshTerms(now),
    },
  ];
  holdTodaysPrices(dealer.quotes[0]!.items, new Map(catalog.map((p) => [p.id, p])));
  dealer.addresses = [
    {
      id: ids.addresses[0],
      customerName: 'Dana Miller',
      companyName: 'Miller Kitchens',
      phoneNumber: '404-555-0142',
      addressLine1: '100 Peachtree St NW',
      addressLine2: 'Suite 400',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      isPrimaryAddress: true,
    },
    {
      id: ids.addresses[1],
      customerName: 'Dana Miller',
      companyName: 'Miller Kitchens',
      phoneNumber: '912-555-0187',
      addressLine1: '22 Bay St',
      addressLine2: null,
      city: 'Savannah',
      state: 'GA',
      zipCode: '31401',
      isPrimaryAddress: false,
    },
  ];
  dealer.payments = [
    {
      paymentProfileId: ids.paymentProfileId,
      cardType: 'Visa',
      cardNumber: 'XXXX1111',
      expirationDate: '04/29',
      billingAddress: {
        ...VISA_BILLING,
      },
    },
  ];
  dealer.orders = seedOrders(bySku, ids.orderIdBase);
  return dealer;
}

/** `now`: when the seed's quote was saved (the mock's clock at a reset). */
export function seedState(catalog: CatalogProduct[], now = Date.now()): State {
  const dealer = dealerSeed(catalog, DEMO_DEALER_IDS, now);
  const owner: AccountRecord = {
    id: 'dealer-1',
    email: DEALER_EMAIL,
    password: 'Dealer#2026',
    status: 'active',
    info: { ...DEMO_DEALER_INFO },
  };

  return {
    accounts: [
      owner,
      ...companyMembers(owner, { buyer: 'buyer@example.com', estimator: 'estimator@example.com' }),
      {
        id: 'dealer-2',
        email: NEW_DEALER_EMAIL,
        password: 'Welcome#2026',
        status: 'temporary',
        info: {
          firstName: 'Nora',
          lastName: 'Newman',
          email: NEW_DEALER_EMAIL,
          phoneNumber: '770-555-0123',
          companyName: 'Newman Millwork',
          salesRep: 'Alex Rivera',
        },
      },
      {
        id: 'staff-1',
        email: STAFF_EMAIL,
        password: 'Staff#2026',
        status: 'active',
        role: 'staff',
        info: {
          firstName: 'Sam',
          lastName: 'Staff',
          email: STAFF_EMAIL,
          phoneNumber: '404-555-0100',
          companyName: null,
          salesRep: null,
        },
      },
      {
        id: PENDING_ACCOUNT_ID,
        email: 'pending@example.com',
        password: null,
        status: 'pending',
        info: {
          firstName: 'Pat',
          lastName: 'Pending',
          email: 'pending@example.com',
          phoneNumber: '678-555-0100',
          companyName: 'Pending Cabinets LLC',
          salesRep: null,
        },
      },
    ],
    data: { [DEALER_EMAIL]: dealer },
    maintenance: { isMaintenance: false, maintenanceTitle: null, maintenanceDescription: null },
    contactMessages: [],
    actingLog: [],
    approvals: [],
    outbox: [],
    seq: {
      cart: 7100,
      item: 9300,
      address: 3100,
      payment: 900100,
      order: 8100,
      account: 100,
      approval: 6000,
    },
  };
}
