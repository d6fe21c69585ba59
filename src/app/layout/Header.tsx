import { styled } from '@ds';
import { MainNav } from './MainNav';
import { ImpersonationBanner } from './SiteBanners';
import { TariffBanner } from './TariffBanner';
import { TopBar } from './TopBar';

const Bar = styled('header', { position: 'relative', zIndex: '$sticky' });

/** Banners first (they concern the whole site), then the top bar and the main navigation. */
export function Header() {
  return (
    <>
      <ImpersonationBanner />
      <TariffBanner />
      <Bar>
        <TopBar />
        <MainNav />
      </Bar>
    </>
  );
}
