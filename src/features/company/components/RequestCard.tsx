import type { ReactNode } from 'react';
import { Card, Flex, formatDate, formatMoney, prettifyStatus, Text } from '@ds';
import type { ApprovalRequest } from '../api/approvals';

/** Requester and date, total and lines, status, then the note or the owner's reason. */
const REQUEST_COLUMNS = 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) 240px';

const cardCss = {
  display: 'grid',
  gridTemplateColumns: REQUEST_COLUMNS,
  alignItems: 'start',
  gap: '$4',
  '@tablet': { gridTemplateColumns: '1fr 1fr', gap: '$3' },
} as const;

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="1" tone="muted">
        {label}
      </Text>
      <Text size="2" weight="semibold">
        {children}
      </Text>
    </Flex>
  );
}

const lineCount = (r: ApprovalRequest) => {
  const n = r.items.reduce((sum, i) => sum + i.quantity, 0);
  return `${n} ${n === 1 ? 'item' : 'items'}`;
};

const MOVED = 'Its lines were moved back to the cart.';

/** What became of a decided request, in a sentence. */
function outcome(r: ApprovalRequest): string | null {
  if (r.status === 'REJECTED')
    return `Rejected by ${r.decidedBy ?? 'the owner'}: ${r.reason ?? ''}`;
  if (r.status === 'APPROVED' && r.orderId !== null)
    return `Approved by ${r.decidedBy ?? 'the owner'}: order ${r.orderId}.`;
  if (r.movedToCart) return MOVED;
  return null;
}

type Props = { request: ApprovalRequest; actions: ReactNode };

/** One approval request in the Approvals or My Requests tab. */
export function RequestCard({ request: r, actions }: Props) {
  const said = outcome(r);
  return (
    <Card as="article" aria-label={`Request ${r.id} by ${r.requestedBy.name}`} css={cardCss}>
      <Flex direction="column" gap="1" css={{ minWidth: 0, '@tablet': { gridColumn: '1 / -1' } }}>
        <Text weight="semibold">{r.requestedBy.name}</Text>
        <Text size="2" tone="muted">
          Request {r.id} · <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        </Text>
        {r.note ? (
          <Text size="2" css={{ overflowWrap: 'anywhere' }}>
            Note: {r.note}
          </Text>
        ) : null}
        {said ? (
          <Text size="2" tone={r.status === 'REJECTED' ? 'error' : 'muted'}>
            {said}
          </Text>
        ) : null}
        {/* A rejected request keeps its reason in view after its lines went back to the cart. */}
        {r.movedToCart && r.status === 'REJECTED' ? (
          <Text size="2" tone="muted">
            {MOVED}
          </Text>
        ) : null}
      </Flex>
      <Cell label="Total">{formatMoney(r.totalPrice)}</Cell>
      <Cell label="Lines">{lineCount(r)}</Cell>
      <Cell label="Status">{prettifyStatus(r.status)}</Cell>
      <Flex gap="3" wrap="wrap" justify="end" css={{ '@tablet': { justifyContent: 'start' } }}>
        {actions}
      </Flex>
    </Card>
  );
}
