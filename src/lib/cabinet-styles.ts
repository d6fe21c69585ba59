// The nine cabinet styles the catalogue sells (docs/business-rules.md#screens), code and name only:
// quick order matches bare item codes to one of them. The catalogue's colour pages keep their own
// fuller records (src/features/catalog/data/colors.ts, checked against this list by its test).
export const CATALOG_STYLES = [
  { code: 'TPW', name: 'Thielsen Pigeon White' },
  { code: 'TPG', name: 'Thielsen Pebble Gray' },
  { code: 'TSG', name: 'Thielsen Sage Green' },
  { code: 'TSB', name: 'Thielsen Sapphire Blue' },
  { code: 'TE', name: 'Thielsen Espresso' },
  { code: 'TPU', name: 'Thielsen Primed Unfinished' },
  { code: 'AW', name: 'Atlanta White' },
  { code: 'AOB', name: 'Atlanta Onyx Black' },
  { code: 'RPW', name: 'Rome Pigeon White' },
] as const;
