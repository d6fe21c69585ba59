import { styled } from '@ds';

// Placeholder frame; the app-shell issue fills in the top bar, banners and navigation.
const Bar = styled('header', { height: '$header', borderBottom: '1px solid $border' });

export function Header() {
  return <Bar />;
}
