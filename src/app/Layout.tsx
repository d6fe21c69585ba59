import type { ReactNode } from 'react';
import { styled } from '@ds';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';

const Page = styled('div', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// At least a screen high, so the footer starts below the fold: while a lazy route loads, a short
// placeholder would otherwise show the footer, which then jumps down (CLS).
const Main = styled('main', { flex: 1, minHeight: '100vh' });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header />
      <Main id="main">{children}</Main>
      <Footer />
    </Page>
  );
}
