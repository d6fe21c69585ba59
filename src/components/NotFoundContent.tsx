import { Button, PageTitle, StyledButton, Text, styled } from '@ds';
import { MARKETING_SITE_URL } from '@/lib/config';

const Wrap = styled('section', {
  maxWidth: 720,
  margin: '0 auto',
  padding: '$9 $6',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$5',
});

const Actions = styled('div', { display: 'flex', gap: '$4', justifyContent: 'center' });

// A real link (it leaves the app) that looks like its sibling button.
const HomeLink = styled('a', StyledButton, { textDecoration: 'none' });

/** The not-found content: the route for unknown paths, and what a missing product or colour shows. */
export function NotFoundContent() {
  return (
    <Wrap>
      <PageTitle align="center">Page Not Found</PageTitle>
      <Text size="4">We are sorry, But the page you are looking for cannot be found</Text>
      <Actions>
        <Button variant="outline" onClick={() => window.history.back()}>
          Go Back
        </Button>
        <HomeLink href={MARKETING_SITE_URL} variant="primary" size="2">
          Home Page
        </HomeLink>
      </Actions>
    </Wrap>
  );
}
