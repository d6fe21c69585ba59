import { Button, Card, CardTitle, Grid, Text } from '@ds';
import { CABINET_STYLES } from './styles';

/** The narrowest a style button gets before the grid drops a column, so no name is cut off. */
const STYLE_BUTTON_MIN = '220px';

type Props = {
  selectedCount: number;
  onApply: (code: string) => void;
};

/** The cabinet-style panel of batch mode: choosing a style applies it to the selected lines. */
export function BatchStylePanel({ selectedCount, onApply }: Props) {
  return (
    <Card as="section" aria-label="Batch cabinet style" variant="muted">
      <CardTitle as="h2">Change cabinet style</CardTitle>
      <Text size="2" tone="muted" css={{ marginBottom: '$3' }}>
        {selectedCount} item(s) selected. Choose a style to apply it to every selected item.
      </Text>
      <Grid
        gap="2"
        css={{
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${STYLE_BUTTON_MIN}, 100%), 1fr))`,
        }}
      >
        {CABINET_STYLES.map((s) => (
          <Button
            key={s.code}
            size={1}
            variant="outline"
            // A long name wraps onto a second line rather than being cut off.
            css={{ whiteSpace: 'normal', height: 'auto', minHeight: '$control1', py: '$1' }}
            onClick={() => onApply(s.code)}
          >
            {s.code} · {s.name}
          </Button>
        ))}
      </Grid>
    </Card>
  );
}
