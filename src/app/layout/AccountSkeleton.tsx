import { Skeleton, VisuallyHidden, styled } from '@ds';

const Loading = styled('span', { display: 'inline-flex', alignItems: 'center', width: 140 });

export function AccountSkeleton() {
  return (
    <Loading role="status" data-testid="account-skeleton">
      <Skeleton css={{ height: 18, backgroundColor: '$gray5' }} />
      <VisuallyHidden>Loading your account</VisuallyHidden>
    </Loading>
  );
}
