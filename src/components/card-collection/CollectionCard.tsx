import type { MouseEvent, ReactNode } from 'react';
import { Button, Card, Flex } from '@ds';

type Props = {
  /** The card's accessible name. */
  label: string;
  /** What Edit and Delete name for a screen reader ('address Dana Miller, 12 Oak St'). */
  what: string;
  /** Left of Edit and Delete: a badge, a brand mark. */
  head: ReactNode;
  /** The gap token between the head's pieces. */
  headGap: '2' | '3';
  /** Edit and Delete; left out for someone who may only look (docs/business-rules.md#company-accounts). */
  onEdit?: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/** One saved thing of a card collection: its head with Edit and Delete, then its lines. */
export function CollectionCard({ label, what, head, headGap, onEdit, onDelete, children }: Props) {
  return (
    <Card
      as="article"
      aria-label={label}
      css={{ display: 'flex', flexDirection: 'column', gap: '$1', height: '100%' }}
    >
      <Flex align="center" gap={headGap} css={{ marginBottom: '$2' }}>
        {head}
        {onEdit ? (
          <Button
            variant="link"
            size="1"
            css={{ marginLeft: 'auto' }}
            aria-label={`Edit ${what}`}
            onClick={onEdit}
          >
            Edit
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="link" size="1" aria-label={`Delete ${what}`} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </Flex>
      {children}
    </Card>
  );
}
