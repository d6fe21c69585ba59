// Pure formatters for masked inputs. Each takes any string (typed, pasted, partial) and
// never throws; formatting keeps only digits, so parseDigits(format(x)) is the kept digits.

export function parseDigits(value: string): string {
  return String(value ?? '').replace(/\D/g, '');
}

/** 123-456-7890; dashes appear once the next group starts so Backspace never gets stuck. */
export function formatPhone(value: string): string {
  const d = parseDigits(value).slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** 12345 or ZIP+4 12345-6789. */
export function formatZip(value: string): string {
  const d = parseDigits(value).slice(0, 9);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** Tax id XX-XXXXXXX. */
export function formatTaxId(value: string): string {
  const d = parseDigits(value).slice(0, 9);
  return d.length <= 2 ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
}

export const CARD_NUMBER_DIGITS = 16;

/** Groups of four, at most 16 digits (19 characters). */
export function formatCardNumber(value: string): string {
  const d = parseDigits(value).slice(0, CARD_NUMBER_DIGITS);
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The value sent to the API: digits only, no spaces. */
export function parseCardNumber(value: string): string {
  return parseDigits(value).slice(0, CARD_NUMBER_DIGITS);
}

/** MM/YY with the slash inserted after the month. */
export function formatExpiry(value: string): string {
  const d = parseDigits(value).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** Verification code: digits only, up to maxDigits. */
export function formatCode(value: string, maxDigits = 6): string {
  return parseDigits(value).slice(0, Math.max(0, maxDigits));
}

export const MONEY_INPUT_MAX_DIGITS = 8;

/** Digits kept by the money input: no leading zeros, at most 8 digits. */
export function parseMoneyInput(value: string): string {
  return parseDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_INPUT_MAX_DIGITS);
}

/** $12,345,678 for a whole-dollar amount typed by the user. */
export function formatMoneyInput(value: string): string {
  const d = parseMoneyInput(value);
  if (d === '') return '';
  return `$${d.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Dollars and cents typed by the user: digits and one decimal point, at most 8 whole digits and
 * 2 decimals, no leading zeros ('0.5' keeps its zero; '.5' is left as typed, so the caret stays
 * after the point). The value is the plain amount, '2000.5'.
 */
export function parseAmountInput(value: string): string {
  const s = String(value ?? '').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  const whole = parseMoneyInput(dot < 0 ? s : s.slice(0, dot));
  if (dot < 0) return whole;
  const cents = parseDigits(s.slice(dot + 1)).slice(0, 2);
  return `${whole}.${cents}`;
}

/** $12,345.67 for an amount typed by the user; the cents appear as they are typed. */
export function formatAmountInput(value: string): string {
  const v = parseAmountInput(value);
  if (v === '') return '';
  const [whole = '', cents] = v.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === undefined ? `$${grouped}` : `$${grouped}.${cents}`;
}
