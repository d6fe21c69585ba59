import Download from 'lucide-react/icons/download';
import type { ComponentType, ReactNode } from 'react';
import { ButtonLink, Card, CardTitle, Flex, Grid, Text, VisuallyHidden, styled } from '@ds';
import { ICON_DISC } from '../sizes';

export function DownloadGrid({ children }: { children: ReactNode }) {
  return (
    <Grid
      as="ul"
      columns={{ '@initial': '3', '@narrow': '2', '@phone': '1' }}
      gap="5"
      css={{ listReset: true }}
    >
      {children}
    </Grid>
  );
}

const Body = styled(Card, {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  transition: 'box-shadow $fast, border-color $fast',
  '&:hover': { boxShadow: '$2', borderColor: '$primary' },
});

type Props = {
  title: string;
  description: string;
  href: string;
  kind: string;
  icon: ComponentType<{ size: number; 'aria-hidden': boolean }>;
};

/** A document card; the file opens in a new tab (docs/business-rules.md#screens, Download page). */
export function DownloadCard({ title, description, href, kind, icon: Icon }: Props) {
  return (
    <li>
      <Body>
        <Flex
          as="span"
          align="center"
          justify="center"
          css={{
            display: 'inline-flex',
            width: ICON_DISC,
            height: ICON_DISC,
            borderRadius: '$round',
            backgroundColor: '$primarySubtle',
            color: '$primary',
          }}
        >
          <Icon size={26} aria-hidden />
        </Flex>
        <CardTitle as="h2" css={{ marginBottom: 0 }}>
          {title}
        </CardTitle>
        <Text tone="muted">{description}</Text>
        <Text size="2" tone="muted">
          {kind} file
        </Text>
        <ButtonLink
          href={href}
          external
          target="_blank"
          rel="noopener"
          variant="primary"
          size="2"
          css={{ marginTop: 'auto' }}
        >
          <Download size={16} aria-hidden />
          Open {title}
          <VisuallyHidden> ({kind}, opens in a new tab)</VisuallyHidden>
        </ButtonLink>
      </Body>
    </li>
  );
}
