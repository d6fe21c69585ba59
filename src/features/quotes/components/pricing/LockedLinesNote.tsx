import Lock from 'lucide-react/icons/lock';
import { Box, Flex, Text } from '@ds';

/** Why the quote's lines cannot be changed now (an open pricing request, or an ordered quote). */
export function LockedLinesNote({ why }: { why: string | null }) {
  if (!why) return null;
  return (
    <Flex align="start" gap="2" data-testid="lines-locked">
      <Box as="span" css={{ display: 'inline-flex', flexShrink: 0, paddingTop: '$1' }}>
        <Lock size={16} aria-hidden />
      </Box>
      <Text size="2" tone="muted">
        {why}
      </Text>
    </Flex>
  );
}
