import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatCode,
  formatExpiry,
  formatMoneyInput,
  formatPhone,
  formatTaxId,
  formatZip,
  parseCardNumber,
  parseDigits,
  parseMoneyInput,
} from './inputs';

// Mixed input: arbitrary unicode plus strings rich in digits and separators, as pasted by users.
const anyInput = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[\d\s\-/$,.()+a-z]{0,30}$/),
);

const formatters: Array<[string, (s: string) => string, number]> = [
  ['formatPhone', formatPhone, 10],
  ['formatZip', formatZip, 9],
  ['formatTaxId', formatTaxId, 9],
  ['formatCardNumber', formatCardNumber, 16],
  ['formatExpiry', formatExpiry, 4],
  ['formatCode', (s) => formatCode(s), 6],
];

describe.each(formatters)('%s', (_name, format, maxDigits) => {
  it('never throws and returns a string for any input', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        expect(typeof format(s)).toBe('string');
      }),
    );
  });

  it('keeps the leading digits: parseDigits(format(x)) is the first N digits of x', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        expect(parseDigits(format(s))).toBe(parseDigits(s).slice(0, maxDigits));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        expect(format(format(s))).toBe(format(s));
      }),
    );
  });
});

describe('exact shapes', () => {
  it('phone auto-dashes to 123-456-7890', () => {
    expect(formatPhone('1234567890')).toBe('123-456-7890');
    expect(formatPhone('(123) 456 7890 ext 55')).toBe('123-456-7890');
    expect(formatPhone('1234')).toBe('123-4');
    expect(formatPhone('123')).toBe('123');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (d) => {
        expect(formatPhone(d)).toMatch(/^\d{3}-\d{3}-\d{4}$/);
        expect(formatPhone(d)).toHaveLength(12);
      }),
    );
  });

  it('zip is 5 digits or ZIP+4 with a dash after 5 digits', () => {
    expect(formatZip('12345')).toBe('12345');
    expect(formatZip('123456')).toBe('12345-6');
    expect(formatZip('123456789')).toBe('12345-6789');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatZip(s)).toMatch(/^(\d{0,5}|\d{5}-\d{1,4})$/);
        expect(formatZip(s).length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('tax id is XX-XXXXXXX', () => {
    expect(formatTaxId('123456789')).toBe('12-3456789');
    expect(formatTaxId('12')).toBe('12');
    expect(formatTaxId('12-3')).toBe('12-3');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatTaxId(s).length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('card number shows groups of four and parses back without spaces', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(parseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    fc.assert(
      fc.property(anyInput, (s) => {
        const shown = formatCardNumber(s);
        expect(shown.length).toBeLessThanOrEqual(19);
        expect(shown).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(parseCardNumber(shown)).toBe(parseDigits(s).slice(0, 16));
        expect(parseCardNumber(shown)).not.toMatch(/\s/);
      }),
    );
  });

  it('expiry auto-slashes to MM/YY', () => {
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/2027')).toBe('12/20');
  });

  it('code keeps only digits up to the limit', () => {
    expect(formatCode('12a34', 4)).toBe('1234');
    expect(formatCode('123456789012', 10)).toBe('1234567890');
    expect(formatCode('abc', 0)).toBe('');
  });
});

describe('money input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        expect(typeof formatMoneyInput(s)).toBe('string');
      }),
    );
  });

  it('parse(format(x)) keeps the digits (no leading zeros, at most 8)', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        const expected = parseDigits(s)
          .replace(/^0+(?=\d)/, '')
          .slice(0, 8);
        expect(parseMoneyInput(formatMoneyInput(s))).toBe(expected);
      }),
    );
  });

  it('shows a dollar sign and thousands separators', () => {
    expect(formatMoneyInput('')).toBe('');
    expect(formatMoneyInput('0')).toBe('$0');
    expect(formatMoneyInput('007')).toBe('$7');
    expect(formatMoneyInput('1234')).toBe('$1,234');
    expect(formatMoneyInput('12345678')).toBe('$12,345,678');
    expect(formatMoneyInput('123456789')).toBe('$12,345,678');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        expect(formatMoneyInput(String(n))).toBe(`$${n.toLocaleString('en-US')}`);
      }),
    );
  });
});
