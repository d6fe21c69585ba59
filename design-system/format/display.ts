const usd = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Numeric amount (number or numeric string) or null when the value is not a price. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** "$1,234.50"; negative "-$1,234.50"; '' when the value is not numeric (no price is shown). */
export function formatMoney(value: unknown): string {
  const n = toAmount(value);
  if (n === null) return '';
  // Avoid "-$0.00" for tiny negative rounding residue.
  const rounded = Math.round(n * 100) / 100;
  return usd.format(Object.is(rounded, -0) ? 0 : rounded);
}

const shortDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Nov 20, 2026" in the viewer's own time zone; '' when the value is not a valid date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : shortDate.format(time);
}

/** 'AWAITING_PAYMENT' -> 'Awaiting Payment'. */
export function prettifyStatus(status: string): string {
  return String(status ?? '')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
