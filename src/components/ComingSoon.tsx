import { useDocumentTitle } from '@/lib/document-title';
import { Container, PageTitle, Section, Text } from '@ds';

/** Holds a route's place until the screen's own issue lands. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Section>
      <Container size="4">
        <PageTitle>{title}</PageTitle>
        <Text>This screen is on its way.</Text>
      </Container>
    </Section>
  );
}
