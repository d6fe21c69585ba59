import type { ComponentProps, ReactNode } from 'react';
import { Button, Card, Container, Flex, Grid, Section, styled } from '@ds';

// Layout pieces shared by the sign-in, signup, reset and activation screens.

/** The page band of an auth screen: narrow for one form, wide for signup and activation. */
export function AuthSection({
  width = 'narrow',
  children,
}: {
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <Section>
      <Container size={width === 'wide' ? 3 : 1}>{children}</Container>
    </Section>
  );
}

export const FormCard = styled(Card, {
  boxShadow: '$1',
  variants: { centered: { true: { maxWidth: '$container1', marginInline: 'auto' } } },
});

export function FormStack(props: ComponentProps<'form'>) {
  return <Grid as="form" gap="5" {...props} />;
}

/** Two columns of fields; a child with data-span="full" takes the whole row. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid
      columns={{ '@initial': '2', '@phone': '1' }}
      gapY="5"
      gapX="6"
      css={{ '& > [data-span="full"]': { gridColumn: '1 / -1' } }}
    >
      {children}
    </Grid>
  );
}

/** City, state and zip share one row inside a FieldGrid. */
export function FieldRow3({ children }: { children: ReactNode }) {
  return (
    <Grid
      columns={{ '@initial': '3', '@phone': '1' }}
      gapY="5"
      gapX="6"
      css={{ gridColumn: '1 / -1' }}
    >
      {children}
    </Grid>
  );
}

export function Actions({
  align = 'end',
  children,
}: {
  align?: 'end' | 'between';
  children: ReactNode;
}) {
  return (
    <Flex align="center" justify={align} gap="3" wrap="wrap" css={{ marginTop: '$2' }}>
      {children}
    </Flex>
  );
}

export function ActionGroup({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap">
      {children}
    </Flex>
  );
}

/** A second step's row: Back on the left, the step's submit (`children` is its text) on the right. */
export function BackAndSubmit({
  onBack,
  submitting,
  children,
}: {
  onBack: () => void;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Actions align="between">
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
      <ActionGroup>
        <Button type="submit" loading={submitting}>
          {children}
        </Button>
      </ActionGroup>
    </Actions>
  );
}

/** 'Step 1 of 2 · Basic Information' above multi-step forms. */
export const StepLabel = styled('p', {
  margin: 0,
  marginBottom: '$5',
  fontSize: '$2',
  fontWeight: '$semibold',
  letterSpacing: '$button',
  capitals: true,
  color: '$textMuted',
});
