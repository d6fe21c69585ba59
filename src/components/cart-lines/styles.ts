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
