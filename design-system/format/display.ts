// Made on first use: the first Intl formatter loads locale data, some 20 ms of a phone's first
// load, which a page without prices or dates (sign-in) need not pay.
let usd: Intl.NumberFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

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
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return usd.format(Object.is(rounded, -0) ? 0 : rounded);
}

/** "Nov 20, 2026" in the viewer's own time zone; '' when the value is not a valid date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  shortDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return shortDate.format(time);
}

/** 'AWAITING_PAYMENT' -> 'Awaiting Payment'. */
export function prettifyStatus(status: string): string {
  return String(status ?? '')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
