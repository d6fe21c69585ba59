import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { Link } from 'wouter';
import { Badge, styled, VisuallyHidden } from '@ds';
import { usePendingApprovalCount } from '@/features/company';

const Anchor = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  height: 34,
  px: '$3',
  '@phone': { height: '$iconButton3', px: '$2' },
  borderRadius: '$2',
  color: '$white',
  fontSize: '$2',
  fontWeight: '$semibold',
  textDecoration: 'none',
  pressable: { backgroundColor: '$secondaryActive' },
});

// A phone shows the icon and the count; the word is still spoken.
const Word = styled('span', { '@phone': { visuallyHidden: true } });

/**
 * The Owner's count of requests waiting for a decision, beside the greeting; it leads to the
 * Approvals tab and is gone once none waits (docs/business-rules.md#approvals).
 */
export function ApprovalsLink({ owner }: { owner: boolean }) {
  const count = usePendingApprovalCount(owner);
  if (count === 0) return null;
  return (
    <Anchor href="/my-account?tab=approvals" data-testid="approvals-link">
      <ClipboardCheck size={16} aria-hidden />
      <Word>Approvals</Word>
      <Badge count={count} tone="inverse" />
      <VisuallyHidden>waiting</VisuallyHidden>
    </Anchor>
  );
}
