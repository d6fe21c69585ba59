import { formatDate } from '@ds';
import type { Order } from '../api/orders';

type OrderItem = Order['OrderItems'][number];

/** "Nov 20, 2026" in the dealer's own time zone; '' when the server sent no valid date. */
export const formatOrderDate = formatDate;

/** Pieces ordered (the sum of the line quantities), as the cart badge counts them. */
export function itemCount(order: Pick<Order, 'OrderItems'>): number {
  return order.OrderItems.reduce((sum, line) => sum + line.quantity, 0);
}

export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** Unit price times quantity, computed in whole cents so no float residue reaches the screen. */
export function lineTotal(line: Pick<OrderItem, 'unitPrice' | 'quantity'>): number {
  return (Math.round(line.unitPrice * 100) * line.quantity) / 100;
}

/** 'Assembled', 'Assembled - Left hinge', or null for a line delivered flat. */
export function assemblyNote(
  line: Pick<OrderItem, 'isAssembled' | 'hingeDirection'>,
): string | null {
  if (!line.isAssembled) return null;
  if (line.hingeDirection === 'LEFT') return 'Assembled - Left hinge';
  if (line.hingeDirection === 'RIGHT') return 'Assembled - Right hinge';
  return 'Assembled';
}
