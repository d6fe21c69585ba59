import { Button, Card, CardTitle, Grid, Text } from '@ds';
import { CABINET_STYLES } from './styles';

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
      <Grid columns="4" gap="2">
        {CABINET_STYLES.map((s) => (
          <Button key={s.code} size={1} variant="outline" onClick={() => onApply(s.code)}>
            {s.code} · {s.name}
          </Button>
        ))}
      </Grid>
    </Card>
  );
}
