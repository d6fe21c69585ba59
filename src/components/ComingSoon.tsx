import { PageTitle, Text, styled } from '@ds';

const Wrap = styled('section', { maxWidth: 1200, margin: '0 auto', padding: '$8 $6' });

/** Holds a route's place until the screen's own issue lands. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Wrap>
      <PageTitle>{title}</PageTitle>
      <Text>This screen is on its way.</Text>
    </Wrap>
  );
}
