import { lazy, Suspense, type ReactNode } from 'react';
import { styled } from '@ds';
import { Header } from './layout/Header';

// The footer starts below the fold (Main is a screen high), so it is a chunk of its own and
// arrives without moving anything the dealer sees.
const Footer = lazy(() => import('./layout/Footer').then((m) => ({ default: m.Footer })));

const Page = styled('div', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// At least a screen high, so the footer starts below the fold: while a lazy route loads, a short
// placeholder would otherwise show the footer, which then jumps down (CLS).
const Main = styled('main', { flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } });

// The first Tab stop: off screen until focused, then shown over the top bar.
const SkipLink = styled('a', {
  position: 'absolute',
  top: '$2',
  left: '$2',
  zIndex: '$toast',
  padding: '$2 $4',
  borderRadius: '$2',
  backgroundColor: '$white',
  color: '$primary',
  fontWeight: '$semibold',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', focusRing: 'outset' },
  // A tap target on a phone, as every link there is.
  '@phone': { display: 'inline-flex', alignItems: 'center', minHeight: '$iconButton3' },
});

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Page>
  );
}
