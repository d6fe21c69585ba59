import { useState, type MouseEvent } from 'react';
import { UserPlus } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  Flex,
  Heading,
  LoadingOverlay,
  Skeleton,
  Stack,
  Text,
  useToast,
} from '@ds';
import type { Result } from '@/api';
import { CardFormDialog, type EditTarget } from '@/components/card-collection';
import { LoadError } from '@/components/LoadError';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useSingleFlight } from '@/lib/use-single-flight';
import {
  disableCompanyUser,
  enableCompanyUser,
  resendInvitation,
  useCompanyUsers,
  withdrawInvitation,
  type CompanyUser,
} from '../api/company-users';
import { CompanyRule } from './CompanyRule';
import { UserForm } from './UserForm';
import { UserRow, type UserAction } from './UserRow';

type Confirmed = Exclude<UserAction, 'edit' | 'resend'>;

const LIST_RESET = { listStyle: 'none', margin: 0, padding: 0 } as const;

const nameOf = (u: CompanyUser) => `${u.firstName} ${u.lastName}`;

/** The questions asked before a change that locks someone out or kills their link. */
const QUESTIONS: Record<
  Confirmed,
  { title: (u: CompanyUser) => string; text: (u: CompanyUser) => string; confirm: string }
> = {
  disable: {
    title: (u) => `Disable ${nameOf(u)}?`,
    text: () => 'They are signed out at once and cannot sign in until you enable them again.',
    confirm: 'Yes! Disable',
  },
  enable: {
    title: (u) => `Enable ${nameOf(u)}?`,
    text: () => 'They can sign in again.',
    confirm: 'Yes! Enable',
  },
  withdraw: {
    title: () => 'Withdraw Invitation',
    text: (u) => `The link sent to ${u.email} stops working.`,
    confirm: 'Yes! Withdraw',
  },
};

type Call = { run: (u: CompanyUser) => Promise<Result<unknown>>; done: (u: CompanyUser) => string };

const CALLS: Record<Exclude<UserAction, 'edit'>, Call> = {
  resend: {
    run: (u) => resendInvitation(u.id),
    done: (u) => `Invitation sent again to ${u.email}.`,
  },
  withdraw: {
    run: (u) => withdrawInvitation(u.id),
    done: (u) => `Invitation to ${u.email} withdrawn.`,
  },
  disable: { run: (u) => disableCompanyUser(u.id), done: (u) => `${nameOf(u)} disabled.` },
  enable: { run: (u) => enableCompanyUser(u.id), done: (u) => `${nameOf(u)} enabled.` },
};

/** The Company Users tab of My Account, for the Owner (docs/business-rules.md#company-accounts). */
export function CompanyUsers() {
  const { data, error, isLoading, mutate } = useCompanyUsers();
  const toast = useToast();
  const [target, setTarget] = useState<EditTarget<CompanyUser> | null>(null);
  const [asking, setAsking] = useState<{ action: Confirmed; user: CompanyUser } | null>(null);
  const { fallbackRef, remember, onCloseAutoFocus } = useReturnFocus<HTMLButtonElement>();
  const calling = useSingleFlight();

  const call = (action: Exclude<UserAction, 'edit'>, user: CompanyUser) =>
    calling.run(async () => {
      const result = await CALLS[action].run(user);
      if (result.ok) toast.show(CALLS[action].done(user), { variant: 'success' });
      else {
        console.warn('Company user change failed.', result.body);
        toast.show(result.message, { variant: 'error' });
      }
      setAsking(null);
    });

  const onAction = (action: UserAction, user: CompanyUser, e: MouseEvent<HTMLButtonElement>) => {
    remember(e.currentTarget);
    if (action === 'edit') setTarget({ kind: 'edit', item: user });
    else if (action === 'resend') void call('resend', user);
    else setAsking({ action, user });
  };

  const question = asking ? QUESTIONS[asking.action] : null;
  return (
    <section aria-labelledby="company-users-title">
      <Flex align="center" justify="between" gap="4" wrap="wrap" css={{ marginBottom: '$5' }}>
        <Heading as="h2" size={3} id="company-users-title">
          Company Users
        </Heading>
        <Button
          ref={fallbackRef}
          disabled={!data}
          onClick={(e) => {
            remember(e.currentTarget);
            setTarget({ kind: 'add' });
          }}
        >
          <UserPlus size={16} aria-hidden />
          Invite User
        </Button>
      </Flex>
      {isLoading && !data ? (
        <Stack gap="4" aria-busy aria-label="Loading company users" role="group">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" css={{ height: '$block1' }} />
          ))}
        </Stack>
      ) : !data ? (
        <LoadError title="Company users" error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          {data.users.length <= 1 ? (
            <Text tone="muted" css={{ marginBottom: '$4' }}>
              Nobody else is in your company yet. Invite a Buyer or an Estimator.
            </Text>
          ) : null}
          <Stack as="ul" gap="4" css={LIST_RESET} aria-label="Company users">
            {data.users.map((user) => (
              <li key={user.id}>
                <UserRow user={user} onAction={onAction} />
              </li>
            ))}
          </Stack>
          <CompanyRule threshold={data.approvalThreshold} />
        </>
      )}
      <CardFormDialog
        target={target}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={onCloseAutoFocus}
        titles={{ add: 'Invite User', edit: 'Edit User' }}
        itemKey={(u) => u.id}
        Form={UserForm}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open || calling.busy ? undefined : setAsking(null))}
        title={asking && question ? question.title(asking.user) : ''}
        text={asking && question ? question.text(asking.user) : ''}
        confirmLabel={question?.confirm ?? ''}
        loading={calling.busy}
        onConfirm={() => asking && void call(asking.action, asking.user)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <LoadingOverlay active={calling.busy && asking === null} label="Sending invitation…" />
    </section>
  );
}
