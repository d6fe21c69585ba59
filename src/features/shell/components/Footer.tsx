import { styled } from '@ds';

const Bar = styled('footer', { minHeight: 120, backgroundColor: '$gray9' });

export function Footer() {
  return <Bar />;
}
