import { useCallback, useState } from 'react';
import type { Result } from '@/api';
import type { components } from '@/api';
import { switchesTo } from '@/lib/cart-model';

type CartItem = components['schemas']['CartItem'];
import type { SaveRun } from './useSaveRunner';
import { batchReport, NOTHING_SELECTED } from '../components/lines/styles';

/**
 * Batch mode of the cart and a quote: per-line selection and the style change. Each selected line
 * is sent on its own; a line whose item does not exist in the chosen style, or cannot be ordered
 * there, keeps its old style; one report names every such line by SKU, the others change. Afterwards the selection clears and batch
 * mode ends; the failures stay listed above the lines.
 */
export function useBatchSelection(
  items: readonly CartItem[],
  applyOne: (item: CartItem, skuPrefix: string) => Promise<Result<unknown>>,
  run: SaveRun,
  successText: string,
) {
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const onSelect = useCallback((id: number, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const toggleBatch = () => {
    setBatch((b) => !b);
    setSelected(new Set());
    setError(null);
  };

  /**
   * One save run sending each line on its own; one report names every line left unchanged. The
   * report shows above the lines unless the caller shows it itself (the job check's fix).
   */
  function change(chosen: readonly CartItem[], skuPrefix: string, showReport = true) {
    return run(
      async () => {
        const failures: string[] = [];
        for (const item of chosen) {
          const result = await applyOne(item, skuPrefix);
          if (!result.ok) failures.push(`${item.sku}: ${result.message}`);
        }
        const report = failures.length > 0 ? batchReport(skuPrefix, chosen.length, failures) : null;
        setError(showReport ? report : null);
        setSelected(new Set());
        setBatch(false);
        return { ok: true as const, data: { changed: failures.length < chosen.length, report } };
      },
      ({ changed }) => (changed ? successText : undefined),
    );
  }

  /** Nothing selected: the message and no call. Otherwise one save run for all the lines. */
  function applyStyle(skuPrefix: string): void {
    const chosen = items.filter((i) => selected.has(i.cartItemId));
    if (chosen.length === 0) {
      setError(NOTHING_SELECTED);
      return;
    }
    void change(chosen, skuPrefix);
  }

  /**
   * The one-click switch of Compare Styles: the same change for every cabinet line of another
   * style. False when nothing was sent (no such line, or another save still running).
   */
  async function switchAll(skuPrefix: string): Promise<boolean> {
    const chosen = items.filter((i) => switchesTo(i, skuPrefix));
    if (chosen.length === 0) return false;
    return (await change(chosen, skuPrefix)) !== null;
  }

  /**
   * The same change for the given lines, answering the report that names every line left
   * unchanged (null when all changed); undefined when nothing was sent (another save running).
   */
  async function switchLines(
    chosen: readonly CartItem[],
    skuPrefix: string,
  ): Promise<string | null | undefined> {
    if (chosen.length === 0) return null;
    const r = await change(chosen, skuPrefix, false);
    return r?.ok ? r.data.report : undefined;
  }

  return { batch, toggleBatch, selected, onSelect, error, applyStyle, switchAll, switchLines };
}
