import { Select } from '@ds';
import { CABINET_COLORS } from '@/features/catalog';

const OPTIONS = CABINET_COLORS.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

type Props = { value: string; onChange: (code: string) => void };

/** The style a cut list's bare item codes become SKUs of: B12 in Thielsen Pigeon White is TPW-B12. */
export function StyleSelect({ value, onChange }: Props) {
  return (
    <Select
      label="Match item codes to"
      options={OPTIONS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      css={{ width: '$block7' }}
    />
  );
}
