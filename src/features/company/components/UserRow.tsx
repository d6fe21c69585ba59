import type { MouseEvent } from 'react';
import { Button, Card, Flex, formatDate, formatMoney, Text } from '@ds';
import type { CompanyUser } from '../api/company-users';

export type UserAction = 'edit' | 'resend' | 'withdraw' | 'disable' | 'enable';

type Props = {
  user: CompanyUser;
  onAction: (action: UserAction, user: CompanyUser, event: MouseEvent<HTMLButtonElement>) => void;
};

/** Name and e-mail, role, limit, status, actions: columns on a wide screen, stacked on a phone. */
const ROW_COLUMNS = 'minmax(0, 2.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) 220px';

const rowCss = {
  display: 'grid',
  gridTemplateColumns: ROW_COLUMNS,
  alignItems: 'center',
  gap: '$4',
  '@tablet': { gridTemplateColumns: '1fr 1fr', gap: '$3' },
} as const;

const ACTION_LABELS: Record<UserAction, string> = {
  edit: 'Edit',
  resend: 'Resend',
  withdraw: 'Withdraw',
  disable: 'Disable',
  enable: 'Enable',
};

/** What may be done with a person: nothing for the Owner, whose role and access are fixed. */
export function actionsFor(user: CompanyUser): UserAction[] {
  if (user.role === 'Owner') return [];
  if (user.status === 'Invited') return ['resend', 'withdraw', 'edit'];
  if (user.status === 'Disabled') return ['enable', 'edit'];
  return ['edit', 'disable'];
}

function Labelled({ label, children, note }: { label: string; children: string; note?: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="1" tone="muted">
        {label}
      </Text>
      <Text size="2" weight="semibold">
        {children}
      </Text>
      {note ? (
        <Text size="1" tone="muted">
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}

/** One person of Company Users. */
export function UserRow({ user, onAction }: Props) {
  const name = `${user.firstName} ${user.lastName}`;
  const expiry =
    user.status === 'Invited' && user.expiresAt
      ? `Link expires ${formatDate(user.expiresAt)}`
      : undefined;
  return (
    <Card as="article" aria-label={name} css={rowCss}>
      <Flex direction="column" gap="1" css={{ minWidth: 0, '@tablet': { gridColumn: '1 / -1' } }}>
        <Text weight="semibold">{name}</Text>
        <Text size="2" tone="muted" css={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Flex>
      <Labelled label="Role">{user.role}</Labelled>
      <Labelled label="Limit">
        {user.spendingLimit === null ? '—' : formatMoney(user.spendingLimit)}
      </Labelled>
      <Labelled label="Status" note={expiry}>
        {user.status}
      </Labelled>
      <Flex gap="3" wrap="wrap" justify="end" css={{ '@tablet': { justifyContent: 'start' } }}>
        {actionsFor(user).map((action) => (
          <Button
            key={action}
            variant="link"
            size="1"
            aria-label={`${ACTION_LABELS[action]} ${name}`}
            onClick={(e) => onAction(action, user, e)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
