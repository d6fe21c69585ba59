import type { ReactNode } from 'react';
import { styled } from '@ds';
import { Footer, Header } from '@/features/shell';

const Page = styled('div', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
const Main = styled('main', { flex: 1 });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header />
      <Main id="main">{children}</Main>
      <Footer />
    </Page>
  );
}
