import { Checkbox, Select, styled } from '@ds';
import type { HingeDirection } from '@/features/cart';

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  variants: { compact: { true: { gap: '$2' } } },
});

const HINGES = [
  { value: 'LEFT', label: 'Left' },
  { value: 'RIGHT', label: 'Right' },
];

type Props = {
  /** Names the controls for assistive tech when several rows share a screen, e.g. the SKU. */
  sku: string;
  isHingeable: boolean;
  assembled: boolean;
  hinge: HingeDirection;
  onAssembledChange: (assembled: boolean) => void;
  onHingeChange: (hinge: HingeDirection) => void;
  compact?: boolean;
};

/**
 * Assembled checkbox and, for hingeable products, the hinge side. The caller only renders this when
 * afmx > 0. The hinge select stays disabled until assembled (docs/business-rules.md#assembly).
 */
export function AssemblyOptions({
  sku,
  isHingeable,
  assembled,
  hinge,
  onAssembledChange,
  onHingeChange,
  compact = false,
}: Props) {
  return (
    <Row compact={compact}>
      <Checkbox
        label="Assembled"
        aria-label={compact ? `Assembled ${sku}` : undefined}
        checked={assembled}
        onCheckedChange={(v) => onAssembledChange(v === true)}
      />
      {isHingeable ? (
        <Select
          label={compact ? undefined : 'Hinge'}
          aria-label={compact ? `Hinge side for ${sku}` : undefined}
          size={compact ? 1 : 2}
          options={HINGES}
          value={hinge ?? 'LEFT'}
          disabled={!assembled}
          onChange={(e) => onHingeChange(e.target.value as HingeDirection)}
          css={{ width: compact ? 84 : 140 }}
        />
      ) : null}
    </Row>
  );
}
