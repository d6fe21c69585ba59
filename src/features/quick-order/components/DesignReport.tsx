import type { ReactNode } from 'react';
import { Alert, Button, Flex, Heading, Text } from '@ds';
import type { Product } from '@/features/catalog';
import { cappedMessage } from '@/features/cart';
import type { DesignReport as Report, ImportLine, ImportRefusal } from '../lib/design-plan';
import type { DesignSent } from '../hooks/useDesignImport';

/** Plain lines drawn at most; every line with a note and every refusal is always listed. */
const SHOWN = 200;

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const optionsText = (l: ImportLine) =>
  l.isAssembled
    ? l.hingeDirection
      ? `assembled, hinge ${l.hingeDirection.toLowerCase()}`
      : 'assembled'
    : 'not assembled';

const roomsText = (l: ImportLine) => {
  const rooms = [...new Set(l.items.map((i) => i.room))];
  return `${rooms.length === 1 ? 'Room' : 'Rooms'} ${rooms.join(', ')}`;
};

type Props = {
  report: Report;
  sent: DesignSent;
  /** Takes a suggestion for a refused item code; null once lines went to the cart. */
  onAccept: ((code: string, product: Product) => void) | null;
};

/**
 * What became of every item of a design: the count line (items read = added + not added), the
 * items not added with their room and why, and the lines with what they cannot carry.
 */
export function DesignReport({ report, sent, onAccept }: Props) {
  const { read, rooms, lines, refused } = report;
  const inCart = new Set(sent.keys);
  const failed = lines.filter((l) => sent.failures[l.key] !== undefined);
  const itemsOf = (ls: readonly ImportLine[]) => ls.reduce((n, l) => n + l.items.length, 0);
  const sentLines = lines.filter((l) => inCart.has(l.key));
  const notAdded = refused.length + itemsOf(failed);
  const head = `Read ${count(read, 'item')} from ${count(rooms, 'room')}: `;
  const summary =
    sentLines.length > 0 || failed.length > 0
      ? `${head}${itemsOf(sentLines)} added to your cart as ${count(sentLines.length, 'line')}, ${notAdded} not added.`
      : `${head}${report.added} to add as ${count(lines.length, 'line')}, ${notAdded} not added.`;
  let plainShown = 0;
  const shown = lines.filter((l) => l.notes.length > 0 || plainShown++ < SHOWN);
  const more = lines.length - shown.length;
  return (
    <Flex direction="column" gap="3">
      <Alert variant={notAdded ? 'warning' : 'success'} role="status" data-testid="design-count">
        {summary}
      </Alert>
      {sent.capped.length ? (
        <Alert variant="warning" title="Added with a lower quantity">
          <ul aria-label="Capped quantities">
            {sent.capped.map((c) => (
              <li key={c.sku}>{cappedMessage(c)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Flex
        direction="column"
        gap="4"
        role="region"
        aria-label="Design report"
        tabIndex={0}
        css={{ maxHeight: '$block6', overflowY: 'auto' }}
      >
        {refused.length || failed.length ? (
          <Part id="design-refused" title="Not added">
            {refused.map((r) => (
              <RefusedRow key={r.index} refusal={r} onAccept={onAccept} />
            ))}
            {failed.map((l) => (
              <Text as="li" key={l.key} size="2" tone="error" css={{ margin: 0 }}>
                {l.product.sku} × {l.quantity} ({roomsText(l)}) — {sent.failures[l.key]}
              </Text>
            ))}
          </Part>
        ) : null}
        {lines.length ? (
          <Part id="design-lines" title={sentLines.length ? 'Lines' : 'Lines to add'}>
            {shown.map((l) => (
              <LineRow key={l.key} line={l} inCart={inCart.has(l.key)} />
            ))}
          </Part>
        ) : null}
        {more ? <Text size="2">…and {count(more, 'more line')} without notes.</Text> : null}
      </Flex>
    </Flex>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="1" id={id}>
        {title}
      </Heading>
      <Flex as="ul" direction="column" gap="2" aria-labelledby={id} css={{ listReset: true }}>
        {children}
      </Flex>
    </Flex>
  );
}

function LineRow({ line, inCart }: { line: ImportLine; inCart: boolean }) {
  return (
    <Flex as="li" direction="column" gap="1" css={{ margin: 0 }}>
      <Text size="2">
        <Text as="span" size="2" weight="semibold">
          {line.product.sku} × {line.quantity}
        </Text>{' '}
        — {optionsText(line)}, {roomsText(line)}
        {inCart ? ' — in your cart' : ''}
      </Text>
      {line.notes.length ? (
        <Flex
          as="ul"
          direction="column"
          gap="1"
          aria-label={`Notes on ${line.product.sku}`}
          css={{ listReset: true, paddingLeft: '$4' }}
        >
          {line.notes.map((n) => (
            <Text as="li" key={n} size="2" tone="muted" css={{ margin: 0 }}>
              {n}
            </Text>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

type RefusedProps = {
  refusal: ImportRefusal;
  onAccept: ((code: string, product: Product) => void) | null;
};

function RefusedRow({ refusal, onAccept }: RefusedProps) {
  const { room, code, reason, suggestions } = refusal;
  return (
    <Flex as="li" direction="column" gap="1" css={{ margin: 0 }}>
      <Text size="2" tone="error">
        Room {room}:{' '}
        <Text as="span" size="2" css={{ fontFamily: '$mono', color: '$text' }}>
          {code || '(no code)'}
        </Text>{' '}
        — {reason}
      </Text>
      {suggestions.length && onAccept ? (
        <Flex
          role="group"
          aria-label={`Did you mean, for ${code} in Room ${room}`}
          gap="2"
          align="center"
          wrap="wrap"
        >
          <Text as="span" size="2">
            Did you mean
          </Text>
          {suggestions.map((p) => (
            <Button
              key={p.id}
              size={1}
              variant="outline"
              data-suggestion
              onClick={() => onAccept(code, p)}
            >
              {p.sku}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
