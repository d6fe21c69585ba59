import type { ReactNode } from 'react';
import { Container, Grid, Section, type CSS } from '@ds';

type Props = {
  /** The grid's columns, and how they stack in narrower windows. */
  columns: CSS;
  children: ReactNode;
};

/** A page of two columns, a side and the main part (text or a form), with room below. */
export function TwoColumnPage({ columns, children }: Props) {
  return (
    <Section css={{ paddingBottom: '$9' }}>
      <Container as={Grid} gap="9" align="start" css={columns}>
        {children}
      </Container>
    </Section>
  );
}
