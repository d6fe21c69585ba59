import { Button, ButtonLink, Container, Flex, PageTitle, Section, Text } from '@ds';
import { useDocumentTitle } from '@/lib/document-title';
import { MARKETING_SITE_URL } from '@/lib/config';

/** The not-found content: the route for unknown paths, and what a missing product or colour shows. */
export function NotFoundContent() {
  useDocumentTitle('Page Not Found');
  return (
    <Section size="3">
      <Container
        size="2"
        as={Flex}
        direction="column"
        align="center"
        gap="5"
        css={{ textAlign: 'center' }}
      >
        <PageTitle align="center">Page Not Found</PageTitle>
        <Text size="4">We are sorry, But the page you are looking for cannot be found</Text>
        <Flex gap="4" justify="center">
          <Button variant="outline" onClick={() => window.history.back()}>
            Go Back
          </Button>
          {/* The marketing site, possibly a relative URL: a full page load, not a route. */}
          <ButtonLink href={MARKETING_SITE_URL} external variant="primary" size="2">
            Home Page
          </ButtonLink>
        </Flex>
      </Container>
    </Section>
  );
}
