// The 11 cabinet style codes of docs/business-rules.md (batch style change in cart and quotes).
export const CABINET_STYLES = [
  { code: 'HS', name: 'Helena Saddle' },
  { code: 'TE', name: 'Thielsen Espresso' },
  { code: 'TPW', name: 'Thielsen Pigeon White' },
  { code: 'MM', name: 'Modoc Moonshine' },
  { code: 'TPG', name: 'Thielsen Pebble Gray' },
  { code: 'TSB', name: 'Thielsen Sapphire Blue' },
  { code: 'TPU', name: 'Thielsen Primed Unfinished' },
  { code: 'AW', name: 'Atlanta White' },
  { code: 'AOB', name: 'Atlanta Onyx Black' },
  { code: 'RPW', name: 'Rome Pigeon White' },
  { code: 'TSG', name: 'Thielsen Sage Green' },
] as const;

export const NOTHING_SELECTED = 'Please select at least one item to apply the color change.';

const styleName = (code: string) => CABINET_STYLES.find((s) => s.code === code)?.name ?? code;

/** One message for a batch style change that left lines unchanged, each named with its reason. */
export function batchReport(code: string, selected: number, failures: readonly string[]): string {
  const changed = selected - failures.length;
  const head =
    changed > 0
      ? `Changed ${changed} of ${selected} lines to ${styleName(code)} (${code}).`
      : `No line was changed to ${styleName(code)} (${code}).`;
  return [`${head} Not changed:`, ...failures].join('\n');
}
