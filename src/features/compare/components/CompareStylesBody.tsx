import { useMemo, useState } from 'react';
import { Alert, Button, DialogActions, DialogClose, Flex, Text } from '@ds';
import { cabinetItemCodes, compareStyles, currentStyle } from '@/lib/cart-model';
import { useSingleFlight } from '@/lib/use-single-flight';
import { saveBase64File } from '@/lib/download';
import { useStyleOffers } from '../api/style-lookup';
import { fetchComparisonPdf } from '../api/comparison-pdf';
import { ComparisonTable } from './ComparisonTable';
import { LoadingPrices } from './LoadingPrices';
import type { CompareSource } from './types';

type Props = CompareSource & { onClose: () => void };

/**
 * The dialog's table: one lookup of every style's products for the lines'
 * item codes, priced by the cart model (docs/business-rules.md#compare-styles).
 */
export function CompareStylesBody({
  lines,
  isTaxable,
  discount,
  quoteId,
  onSwitch,
  onClose,
}: Props) {
  const codes = useMemo(() => cabinetItemCodes(lines), [lines]);
  const { data: offers, error, mutate } = useStyleOffers(codes);
  const rows = useMemo(
    () =>
      offers
        ? compareStyles(lines, offers, { isTaxable, discountPercent: discount?.rate ?? 0 })
        : null,
    [offers, lines, isTaxable, discount?.rate],
  );
  const mixed = codes.length > 0 && currentStyle(lines) === null;
  const [switching, setSwitching] = useState<string | null>(null);
  const pdf = useSingleFlight();
  const [pdfError, setPdfError] = useState<string | null>(null);

  async function switchTo(code: string) {
    if (switching) return;
    setSwitching(code);
    const ran = await onSwitch(code);
    setSwitching(null);
    if (ran) onClose();
  }

  const download = () =>
    pdf.run(async () => {
      setPdfError(null);
      const body = quoteId !== null ? { quoteId } : discount ? { discountCode: discount.code } : {};
      const r = await fetchComparisonPdf(body);
      if (r.ok) saveBase64File(r.data.pdf, r.data.fileName);
      else setPdfError(r.message);
    });

  return (
    <Flex direction="column" gap="4">
      {mixed ? (
        <Text size="2">
          The cabinets are in several styles, so no row is marked Current; each row prices every
          cabinet line in its style.
        </Text>
      ) : null}
      {discount ? (
        <Text size="2" tone="muted">
          Discount {discount.code} ({discount.rate}%) applied to every row.
        </Text>
      ) : null}
      {rows ? (
        <ComparisonTable rows={rows} switching={switching} onSwitch={(c) => void switchTo(c)} />
      ) : error ? (
        <Alert variant="error" title="The prices could not be loaded.">
          <Flex direction="column" gap="2" align="start">
            <Text size="2">{error.message}</Text>
            <Button size={1} variant="outline" onClick={() => void mutate()}>
              Try Again
            </Button>
          </Flex>
        </Alert>
      ) : (
        <LoadingPrices />
      )}
      {pdfError ? <Alert variant="error">{pdfError}</Alert> : null}
      <DialogActions css={{ marginTop: '$2' }}>
        <Button
          variant="outline"
          loading={pdf.busy}
          disabled={!rows}
          onClick={() => void download()}
        >
          Download Comparison
        </Button>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogActions>
    </Flex>
  );
}
