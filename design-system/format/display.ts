// Prices and dates are formatted by hand, not with Intl: a page's first Intl formatter loads
// locale data, which measured 17 ms of the cart's first draw at full speed here (several times that
// on a phone), all in one task. The tests hold the output to Intl's, character for character. Intl
// stays for what this file does not cover: years outside 1000-9999 and amounts past 2^53 cents.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
  const cents = Math.round(n * 100);
  // Also avoids "-$0.00" for tiny negative rounding residue.
  if (cents === 0) return '$0.00';
  // Past 2^53 a float holds no whole cents; Intl shows such amounts (no price comes near them).
  if (Math.abs(cents) > Number.MAX_SAFE_INTEGER) return intlMoney(n);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${digits.slice(-2)}`;
}

function intlMoney(n: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
}

/** "Nov 20, 2026" in the viewer's own time zone; '' when the value is not a valid date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) {
    return new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(time);
  }
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year}`;
}

/** 'Jan 2, 2027' for a calendar day (YYYY-MM-DD): the same day in every time zone. */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00`);

/** 'AWAITING_PAYMENT' -> 'Awaiting Payment'. */
export function prettifyStatus(status: string): string {
  return String(status ?? '')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
