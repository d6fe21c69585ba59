import { Alert, Link } from '@ds';
import { bundleViolation, type BundleLine } from '@/lib/cart-model';

/** The wooden-table bundle warning (docs/business-rules.md), with a way to the BER items. */
export function BundleAlert({ lines }: { lines: readonly BundleLine[] }) {
  const message = bundleViolation(lines);
  if (!message) return null;
  return (
    <Alert variant="error" data-testid="bundle-alert">
      {message} <Link href="/search?keyword=-ber">Find Base Easy Reach items</Link>
    </Alert>
  );
}
