import { Select } from '@ds';
import { CATALOG_STYLES } from '@/lib/cabinet-styles';

const OPTIONS = CATALOG_STYLES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

type Props = { value: string; onChange: (code: string) => void };

/** The style a cut list's bare item codes become SKUs of: B12 in Thielsen Pigeon White is TPW-B12. */
export function StyleSelect({ value, onChange }: Props) {
  return (
    <Select
      label="Match item codes to"
      options={OPTIONS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      css={{ width: '$block7', maxWidth: '100%' }}
    />
  );
}
