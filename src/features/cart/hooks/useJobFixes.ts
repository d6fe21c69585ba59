import { useMemo } from 'react';
import type { Result } from '@/api';
import {
  hingeFix,
  styleFixLines,
  tableFixSku,
  tableMissingMessage,
  type Hinge,
} from '@/lib/cart-model';
import type { CartItem, CartUpdate } from '../api/cart';
import { tableProductId } from '../api/wooden-table';
import { editLine, type LineHolder, type Reloaded } from '../components/lines/line-gone';
import type { SaveRun } from './useSaveRunner';

/** What a fix tells the panel: a message to show beside it (why it failed, or what it left), or null. */
export type FixOutcome = string | null;

/** The one-click fixes of the job check, acting on the cart's or a quote's lines. */
export interface JobFixes {
  confirmHinge: (line: { cartItemId: number; sku: string }, side: Hinge) => Promise<FixOutcome>;
  addTable: (quantity: number) => Promise<FixOutcome>;
  switchStyle: (mainStyle: string) => Promise<FixOutcome>;
}

/** Where the fixes act: the cart, or one quote (its calls carry the quote's id). */
export interface FixTarget {
  holder: LineHolder;
  update: (body: CartUpdate & { quoteId?: never }) => Promise<Result<unknown>>;
  reload: () => Promise<Reloaded>;
  successText: string;
  /** The batch style change of the same lines; answers its report, undefined when not sent. */
  switchLines: (
    lines: readonly CartItem[],
    skuPrefix: string,
  ) => Promise<string | null | undefined>;
}

/** A failed call's text; a call not sent (another save running) says nothing. */
const outcome = (r: Result<unknown> | null): FixOutcome => (r && !r.ok ? r.message : null);

/**
 * The fixes for these lines, each one save run of the page's runner (so a click while any save
 * is in flight sends nothing), each failure answered as the text the panel shows.
 */
export function useJobFixes(lines: readonly CartItem[], run: SaveRun, target: FixTarget): JobFixes {
  const { holder, update, reload, successText, switchLines } = target;
  return useMemo(
    () => ({
      confirmHinge: async (line, side) =>
        outcome(
          await run(
            () => editLine(() => update(hingeFix(line, side)), line.sku, holder, reload),
            successText,
          ),
        ),
      addTable: async (quantity) => {
        const sku = tableFixSku(lines);
        if (!sku) return tableMissingMessage('The Wooden Table');
        const r = await run(async () => {
          const id = await tableProductId(sku);
          if (!id.ok) return id;
          return update({ productId: id.data, quantity, isAssembled: false, hingeDirection: null });
        }, successText);
        return outcome(r);
      },
      switchStyle: async (main) => (await switchLines(styleFixLines(lines, main), main)) ?? null,
    }),
    [lines, run, holder, update, reload, successText, switchLines],
  );
}
