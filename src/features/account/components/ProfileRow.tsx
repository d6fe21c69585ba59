import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Flex, Grid, Text } from '@ds';
import { LABEL_COLUMN } from '../sizes';

const ROW_CSS = {
  gridTemplateColumns: `${LABEL_COLUMN} minmax(0, 1fr) auto`,
  py: '$4',
  borderBottom: '$borderWidths$thin solid $border',
  '&:last-child': { borderBottom: 'none' },
  // A phone: the label above the value and Edit, an open form below both.
  '@phone': {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    rowGap: '$1',
    '& > :first-child': { gridColumn: '1 / -1' },
    '& > :nth-child(2)': { gridColumn: '1 / -1' },
  },
} as const;

type Props = {
  label: string;
  /** What the row shows while not editing. */
  value: ReactNode;
  /** Omitted for read-only rows. */
  onEdit?: () => void;
  editing?: boolean;
  /** The inline form shown while editing. */
  editor?: ReactNode;
};

/**
 * One row of the profile editor: label, value and Edit; while editing, the inline form takes the
 * value's place. Closing the form puts focus back on Edit unless the user has moved on.
 */
export function ProfileRow({ label, value, onEdit, editing = false, editor }: Props) {
  const editButton = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const active = document.activeElement;
    const focusLost = !active || active === document.body || row.current?.contains(active);
    if (wasEditing.current && !editing && focusLost) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Grid
      ref={row}
      align={editing ? 'start' : 'center'}
      gapX="5"
      css={ROW_CSS}
      role="group"
      aria-label={label}
    >
      <Text weight="semibold">{label}</Text>
      {editing ? (
        <Flex direction="column" css={{ gridColumn: '2 / -1' }}>
          {editor}
        </Flex>
      ) : (
        <>
          <Text>{value}</Text>
          {onEdit ? (
            <Button ref={editButton} variant="link" onClick={onEdit} aria-label={`Edit ${label}`}>
              Edit
            </Button>
          ) : (
            <span />
          )}
        </>
      )}
    </Grid>
  );
}
