import { useState, type MouseEvent, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  Flex,
  Grid,
  Heading,
  LoadingOverlay,
  Skeleton,
  Text,
  useToast,
} from '@ds';
import type { Result } from '@/api';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useSingleFlight } from '@/lib/use-single-flight';

/** What the add/edit dialog shows: a blank form, or one item to change. */
export type EditTarget<T> = { kind: 'add' } | { kind: 'edit'; item: T };

type CardActions = {
  onEdit?: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete?: (event: MouseEvent<HTMLButtonElement>) => void;
};

export type DialogSlot<T> = {
  target: EditTarget<T> | null;
  onClose: () => void;
  /** Puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
};

type Props<T> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  addLabel: string;
  items: T[];
  isLoading: boolean;
  itemKey: (item: T) => string | number;
  /** The list's accessible name ('Addresses'); while loading, `Loading ${noun}`. */
  listLabel: string;
  loadingLabel: string;
  /** The height token of a loading placeholder card. */
  skeletonHeight: string;
  emptyText: string;
  renderCard: (item: T, actions: CardActions) => ReactNode;
  renderDialog: (slot: DialogSlot<T>) => ReactNode;
  /** Shown without Add, Edit and Delete: a Buyer or Estimator only uses or sees them. */
  readOnly?: boolean;
  remove: {
    title: string;
    /** Read by the overlay while the delete runs. */
    busyLabel: string;
    call: (item: T) => Promise<Result<void>>;
    done: string;
    /** The console line of a failed delete, beside the server's answer. */
    failureLog: string;
  };
};

/** Three cards a row; two on a tablet, one on a phone. */
const CARD_COLUMNS = { '@initial': '3', '@tablet': '2', '@phone': '1' } as const;

const LIST_RESET = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * A My Account tab of saved things shown as cards (the address book, the saved cards): the title
 * with its Add button, the list (placeholders while loading, a line when empty), the add/edit
 * dialog and the delete confirmation. Focus goes back to the button that opened a dialog.
 */
export function CardCollection<T>(props: Props<T>) {
  const { id, title, addLabel, items, isLoading, itemKey, remove } = props;
  const toast = useToast();
  const [target, setTarget] = useState<EditTarget<T> | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { fallbackRef, remember, onCloseAutoFocus } = useReturnFocus<HTMLButtonElement>();
  const removal = useSingleFlight();

  const confirmDelete = () =>
    removal.run(async () => {
      if (deleting === null) return;
      const result = await remove.call(deleting);
      if (result.ok) toast.show(remove.done, { variant: 'success' });
      else {
        console.warn(remove.failureLog, result.body);
        toast.show(result.message, { variant: 'error' });
      }
      setDeleting(null);
    });

  return (
    <section aria-labelledby={id}>
      <Flex align="center" justify="between" gap="4" wrap="wrap" css={{ marginBottom: '$5' }}>
        <Heading as="h2" size={3} id={id}>
          {title}
        </Heading>
        {props.readOnly ? null : (
          <Button
            ref={fallbackRef}
            onClick={(e) => {
              remember(e.currentTarget);
              setTarget({ kind: 'add' });
            }}
          >
            <Plus size={16} aria-hidden />
            {addLabel}
          </Button>
        )}
      </Flex>
      {isLoading ? (
        <Grid
          as="ul"
          columns={CARD_COLUMNS}
          gap="5"
          css={LIST_RESET}
          aria-busy
          aria-label={props.loadingLabel}
        >
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton shape="block" css={{ height: props.skeletonHeight }} />
            </li>
          ))}
        </Grid>
      ) : items.length === 0 ? (
        <Text tone="muted">{props.emptyText}</Text>
      ) : (
        <Grid as="ul" columns={CARD_COLUMNS} gap="5" css={LIST_RESET} aria-label={props.listLabel}>
          {items.map((item) => (
            <li key={itemKey(item)}>
              {props.renderCard(
                item,
                props.readOnly
                  ? {}
                  : {
                      onEdit: (e) => {
                        remember(e.currentTarget);
                        setTarget({ kind: 'edit', item });
                      },
                      onDelete: (e) => {
                        remember(e.currentTarget);
                        setDeleting(item);
                      },
                    },
              )}
            </li>
          ))}
        </Grid>
      )}
      {props.renderDialog({ target, onClose: () => setTarget(null), onCloseAutoFocus })}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open || removal.busy ? undefined : setDeleting(null))}
        title={remove.title}
        text="Are you sure you want to delete it?"
        confirmLabel="Yes! Delete"
        loading={removal.busy}
        onConfirm={confirmDelete}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <LoadingOverlay active={removal.busy} label={remove.busyLabel} />
    </section>
  );
}
