// The resources the stateful sequences follow through create, read, update and delete. Each is
// a few operationIds of openapi.yaml and how to read the list; the requests themselves are
// generated from the operations' schemas. A new resource (company users, approvals) is one entry.

export interface Step {
  operation: string;
  /** Generate the body near this named request example (every field kept or varied). */
  example?: string;
}

export interface Resource {
  name: string;
  create: Step;
  update: Step;
  remove: Step;
  /** The read that lists every item. */
  list: string;
  /** Where the items are in the list's answer ('' when the answer is the array). */
  items: string;
  /** The item's id; updates and deletes send it in the path parameter or body property so named. */
  key: string;
  /** The item as the create and update requests name its fields, when it nests them. */
  view?: (item: Record<string, unknown>) => Record<string, unknown>;
  /** Fields the server derives or rewrites (masked, reformatted, the single primary address). */
  derived?: string[];
  /** An operation sent (with its first example) before each create, which needs it. */
  before?: Step;
  /** A create may add to an existing item instead of making one (the same product twice). */
  merges?: boolean;
  /** An update with this field and value deletes the item (quantity 0). */
  removesWith?: [string, unknown];
}

export const RESOURCES: Resource[] = [
  {
    name: 'addresses',
    create: { operation: 'createAddress', example: 'warehouse' },
    update: { operation: 'updateAddress', example: 'makePrimary' },
    remove: { operation: 'deleteAddress' },
    list: 'listAddresses',
    items: 'addresses',
    key: 'id',
    derived: ['isPrimaryAddress'],
  },
  {
    name: 'payment methods',
    create: { operation: 'savePaymentInfo' },
    update: { operation: 'updatePaymentMethod' },
    remove: { operation: 'deletePaymentMethod' },
    list: 'listPaymentMethods',
    items: '',
    key: 'paymentProfileId',
    view: (item) => ({
      ...(item.billingAddress as object),
      paymentProfileId: item.paymentProfileId,
    }),
    derived: ['cardNumber', 'expirationDate'],
  },
  {
    name: 'cart lines',
    create: { operation: 'updateCart', example: 'addProduct' },
    update: { operation: 'updateCart', example: 'changeQuantity' },
    remove: { operation: 'updateCart', example: 'removeItem' },
    list: 'getCart',
    items: 'items',
    key: 'cartItemId',
    // The side and whether it was chosen are the server's to settle: a cabinet that takes no hinge has
    // neither, whatever was sent.
    derived: [
      'productId',
      'isAssembled',
      'hingeDirection',
      'hingeChosen',
      'skuPrefix',
      'poNumber',
      'quoteId',
    ],
    merges: true,
    removesWith: ['quantity', 0],
  },
  {
    name: 'quotes',
    before: { operation: 'updateCart', example: 'addProduct' },
    create: { operation: 'switchToQuote' },
    update: { operation: 'renameQuote' },
    remove: { operation: 'deleteQuote' },
    list: 'listQuotes',
    items: '',
    key: 'id',
  },
];
