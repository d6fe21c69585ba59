import { styled } from '@ds';
import { MainNav } from './MainNav';
import { ImpersonationBanner } from './SiteBanners';
import { TopBar } from './TopBar';

const Bar = styled('header', { position: 'relative', zIndex: '$sticky' });

/**
 * Banners first (they concern the whole site; the tariff advisory is above, in index.html), then
 * the top bar and the main navigation.
 */
export function Header() {
  return (
    <>
      <ImpersonationBanner />
      <Bar>
        <TopBar />
        <MainNav />
      </Bar>
    </>
  );
}
