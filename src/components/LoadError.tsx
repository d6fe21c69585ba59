import { Alert, Button, Text } from '@ds';
import { GENERIC_ERROR } from '@/api';

type Props = { title: string; error: unknown; onRetry: () => void };

/** A list that failed to load: what went wrong and a way to ask again, in place of the list. */
export function LoadError({ title, error, onRetry }: Props) {
  return (
    <Alert variant="error" title={title}>
      <Text size="2" css={{ marginBottom: '$2' }}>
        {error instanceof Error ? error.message : GENERIC_ERROR}
      </Text>
      <Button size={1} variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
