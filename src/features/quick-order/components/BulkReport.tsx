import { Alert, Flex, Progress, Text } from '@ds';
import type { BulkState } from '../lib/useBulkEntry';

/** Progress while SKUs are looked up, then what happened to every line. */
export function BulkReport({ state }: { state: BulkState }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed')
    return (
      <Alert variant="error" role="alert">
        The SKUs could not be checked. Nothing was added; please try again.
      </Alert>
    );
  if (state.phase === 'resolving')
    return (
      <Flex direction="column" gap="2" role="status">
        <Text size="2">
          Checking SKUs: {state.done} of {state.total}
        </Text>
        <Progress max={Math.max(state.total, 1)} value={state.done} aria-label="Checking SKUs" />
      </Flex>
    );
  const added = state.report.filter((r) => r.added).length;
  const notAdded = state.report.length - added;
  return (
    <Flex direction="column" gap="3">
      <Alert variant={notAdded ? 'warning' : 'success'} role="status">
        {added} {added === 1 ? 'line' : 'lines'} added, {notAdded} not added.
      </Alert>
      <Flex
        as="ul"
        direction="column"
        gap="1"
        aria-label="Line report"
        css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '$block6', overflowY: 'auto' }}
      >
        {state.report.map((r) => (
          <Text
            as="li"
            key={r.line}
            size="2"
            tone={r.added ? 'default' : 'error'}
            css={{ margin: 0 }}
          >
            Line {r.line}, {r.sku}: {r.text}
          </Text>
        ))}
      </Flex>
    </Flex>
  );
}
