import type { ReactNode } from 'react';
import { Alert, Flex, Heading, Progress, Text } from '@ds';
import { boxLineOf, type RefusedLine } from '../lib/bulk-report';
import { MAX_LINES, type BulkState } from '../hooks/useBulkEntry';
import { RefusedItem } from './RefusedItem';

/** Report lines drawn at most per list; a list of thousands says how many more there are. */
const SHOWN = 200;

const lines = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'line' : 'lines'}`;

type Props = {
  state: BulkState;
  /** Adds a refused line as the suggested product; null while suggestions cannot be taken. */
  onAccept: ((refused: RefusedLine, sku: string) => void) | null;
};

/** Progress while the codes are looked up, then what happened to every line read. */
export function BulkReport({ state, onAccept }: Props) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed')
    return (
      <Alert variant="error" role="alert">
        The SKUs could not be checked. Nothing was added; please try again.
      </Alert>
    );
  if (state.phase === 'unreadable')
    return (
      <Alert variant="error" role="alert">
        {state.message} Nothing was added.
      </Alert>
    );
  if (state.phase === 'tooMany')
    return (
      <Alert variant="error" role="alert">
        This list has {lines(state.read)}; at most {MAX_LINES.toLocaleString('en-US')} can be added
        at once. Nothing was added: split the list and add it in parts.
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
  const { read, added, refused } = state.report;
  // Every line with something to say is listed; lines added as written only up to SHOWN.
  let plainShown = 0;
  const addedShown = added.filter((a) => !a.plain || plainShown++ < SHOWN);
  const addedMore = added.length - addedShown.length;
  const refusedShown = refused.slice(0, SHOWN);
  return (
    <Flex direction="column" gap="3">
      <Alert variant={refused.length ? 'warning' : 'success'} role="status">
        Read {lines(read)}: {added.length} added, {refused.length} not added.
      </Alert>
      <Flex
        direction="column"
        gap="3"
        role="region"
        aria-label="Line report"
        tabIndex={0}
        css={{ maxHeight: '$block6', overflowY: 'auto' }}
      >
        {refused.length ? (
          <ReportList
            id="refused-title"
            title="Not added: left in the box. Fix them and press Add Lines again."
            gap="2"
            note={
              !onAccept && refused.some((r) => r.suggestions.length)
                ? 'The box has changed: press Add Lines to check it again.'
                : null
            }
            more={
              refused.length > SHOWN
                ? `…and ${lines(refused.length - SHOWN)} more not added, all left in the box.`
                : null
            }
          >
            {refusedShown.map((r, i) => (
              <RefusedItem
                key={r.line}
                refused={r}
                boxLine={boxLineOf(state.header, i)}
                onAccept={onAccept}
              />
            ))}
          </ReportList>
        ) : null}
        {added.length ? (
          <ReportList
            id="added-title"
            title="Added to the list"
            gap="1"
            more={addedMore ? `…and ${lines(addedMore)} more added as written.` : null}
          >
            {addedShown.map((a) => (
              <Text as="li" key={a.line} size="2" css={{ margin: 0 }}>
                {a.text}
              </Text>
            ))}
          </ReportList>
        ) : null}
      </Flex>
    </Flex>
  );
}

type ReportListProps = {
  id: string;
  title: string;
  gap: '1' | '2';
  /** A muted line under the title. */
  note?: string | null;
  /** Under the list: how many lines it leaves out. */
  more: string | null;
  children: ReactNode;
};

/** One part of the report: its title, the lines it lists, and how many more there are. */
function ReportList({ id, title, gap, note, more, children }: ReportListProps) {
  return (
    <Flex direction="column" gap="1">
      <Heading as="h3" size="1" id={id}>
        {title}
      </Heading>
      {note ? (
        <Text size="2" tone="muted">
          {note}
        </Text>
      ) : null}
      <Flex as="ul" direction="column" gap={gap} aria-labelledby={id} css={{ listReset: true }}>
        {children}
      </Flex>
      {more ? <Text size="2">{more}</Text> : null}
    </Flex>
  );
}
