import { prettifyStatus } from './format/display';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

const statusColor: Record<string, string> = {
  AWAITING_PAYMENT: '$statusAwaitingPayment',
  PAID: '$statusPaid',
  TRANSACTION_PENDING: '$statusTransactionPending',
  CLOSED: '$statusClosed',
  PICKED: '$statusPicked',
};

/** Token for a status bar; any other status is black (docs/business-rules.md#order-statuses). */
export function orderStatusColor(status: string): string {
  return statusColor[status] ?? '$statusOther';
}

const Root = /* @__PURE__ */ styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$2',
  fontWeight: '$semibold',
  color: '$text',
  whiteSpace: 'nowrap',
});

const Bar = /* @__PURE__ */ styled('span', {
  display: 'inline-block',
  width: 6,
  height: 20,
  borderRadius: '$1',
  flexShrink: 0,
});

export function OrderStatus({ status, css }: { status: string; css?: CSS }) {
  return (
    <Root css={css} data-status={status}>
      <Bar aria-hidden="true" css={{ backgroundColor: orderStatusColor(status) }} />
      {prettifyStatus(status)}
    </Root>
  );
}
