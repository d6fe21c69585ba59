import { UserRound } from 'lucide-react';
import { LoadError } from '@/components/LoadError';
import { Button, Card, Flex, Heading, Skeleton, Text } from '@ds';
import { useAccount } from '../api/account';

function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

const avatarCss = {
  flexShrink: 0,
  width: '$space$9',
  height: '$space$9',
  borderRadius: '$round',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$primary',
  color: '$white',
  fontSize: '$6',
  fontWeight: '$bold',
} as const;

/** Avatar, first and last name, e-mail and Edit Your Profile; a skeleton while the account loads. */
export function ProfileCard({ onEdit }: { onEdit: () => void }) {
  const { data, error, isLoading, mutate } = useAccount();
  const cardCss = {
    display: 'flex',
    alignItems: 'center',
    gap: '$5',
    marginBottom: '$6',
    // On a phone the button goes below the name, full width.
    '@phone': { flexWrap: 'wrap', gap: '$4' },
  };

  if (isLoading && !data)
    return (
      <Card css={cardCss} aria-busy="true" aria-label="Loading your profile" role="group">
        <Skeleton shape="circle" css={{ width: '$space$9', height: '$space$9' }} />
        <Flex direction="column" gap="2" css={{ flexGrow: 1 }}>
          <Skeleton css={{ width: '30%', height: '$space$5' }} />
          <Skeleton css={{ width: '40%' }} />
        </Flex>
        <Skeleton css={{ width: '12%', height: '$field' }} />
      </Card>
    );
  if (!data)
    return (
      <Flex direction="column" css={{ marginBottom: '$6' }}>
        <LoadError
          title="Your profile could not be loaded."
          error={error}
          onRetry={() => void mutate()}
        />
      </Flex>
    );
  const name = `${data.firstName} ${data.lastName}`.trim();
  const letters = initials(data.firstName, data.lastName);
  return (
    <Card as="section" aria-label="Profile" css={cardCss}>
      <Text as="span" aria-hidden="true" css={avatarCss}>
        {letters || <UserRound size={36} />}
      </Text>
      <Flex direction="column" gap="1" css={{ flexGrow: 1, minWidth: 0 }}>
        <Heading as="h2" size="3">
          {name}
        </Heading>
        <Text tone="muted">{data.email}</Text>
      </Flex>
      <Button variant="outline" onClick={onEdit} fullWidth={{ '@phone': true }}>
        Edit Your Profile
      </Button>
    </Card>
  );
}
