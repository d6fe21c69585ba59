// Contract types for the mock, straight from the generated schema: if openapi.yaml changes shape,
// the mock stops compiling until it is brought back in line.
import type { components, operations } from '../../src/api/schema.gen';

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type LookupMiss = Schemas['LookupMiss'];
export type ProductGroup = Schemas['ProductGroup'];
export type Cart = Schemas['Cart'];
export type Quote = Schemas['Quote'];
export type QuoteItem = Schemas['QuoteItem'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type PricingRequest = Schemas['PricingRequest'];
export type CartItem = Schemas['CartItem'];
export type Address = Schemas['Address'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type OrderConfirmation = Schemas['OrderConfirmation'];
export type AccountInfo = Schemas['AccountInfo'];
export type Maintenance = Schemas['Maintenance'];
export type HingeDirection = Schemas['HingeDirection'];
export type StyleOffer = Schemas['StyleOffer'];

export type OperationId = keyof operations;
type Responses<K extends OperationId> = operations[K]['responses'];
type BodyOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** Every status and body an operation may answer, exactly as the contract declares them. */
export type ReplyOf<K extends OperationId> = {
  [S in keyof Responses<K>]: {
    status: S;
    body: BodyOf<Responses<K>[S]>;
    /** Response headers the contract declares (Retry-After on a throttled sign-in). */
    headers?: Record<string, string>;
  };
}[keyof Responses<K>];
