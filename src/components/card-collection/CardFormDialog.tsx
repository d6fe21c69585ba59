import { useState, type FormEventHandler, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  Flex,
  Grid,
  LoadingOverlay,
  useToast,
} from '@ds';
import type { Result } from '@/api';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { DialogSlot, EditTarget } from './CardCollection';

type Saving = ReturnType<typeof useSingleFlight>;

/** What the form inside the dialog gets: what it edits, and the dialog's one save at a time. */
export type CardFormProps<T> = { target: EditTarget<T>; onDone: () => void; saving: Saving };

type DialogProps<T> = DialogSlot<T> & {
  titles: { add: string; edit: string };
  itemKey: (item: T) => string | number;
  /** The form, remounted for each item so it starts from that item's values. */
  Form: (props: CardFormProps<T>) => ReactNode;
};

/** The add/edit dialog of a card collection; it cannot be dismissed while a save runs. */
export function CardFormDialog<T>({
  target,
  onClose,
  onCloseAutoFocus,
  titles,
  itemKey,
  Form,
}: DialogProps<T>) {
  const saving = useSingleFlight();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size={3}
        dismissible={!saving.busy}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle>{target?.kind === 'edit' ? titles.edit : titles.add}</DialogTitle>
        {target ? (
          <Form
            key={target.kind === 'edit' ? itemKey(target.item) : 'add'}
            target={target}
            onDone={onClose}
            saving={saving}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Runs a save once at a time: a failure keeps the form open with the server's text (and logs its
 * answer), a success shows `done` and closes the dialog.
 */
export function useCardSave({ saving, onDone }: Pick<CardFormProps<unknown>, 'saving' | 'onDone'>) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const save = (call: () => Promise<Result<unknown>>, done: string, failureLog: string) =>
    saving.run(async () => {
      setFailure(null);
      const result = await call();
      if (!result.ok) {
        console.warn(failureLog, result.body);
        setFailure(result.message);
        return;
      }
      toast.show(done, { variant: 'success' });
      onDone();
    });
  return { failure, setFailure, save };
}

const FORM_CSS = { '& > [data-full]': { gridColumn: '1 / -1' } } as const;

type FrameProps = {
  label: string;
  busy: boolean;
  /** Read by the overlay while the save runs. */
  busyLabel: string;
  /** Form-level messages above the fields (blank ones are left out). */
  alerts: (string | null)[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Adds Clear, on the left of Cancel and Save. */
  onClear?: () => void;
  /** The fields, two per row; a child with `data-full` takes the whole row. */
  children: ReactNode;
};

/** The form of a card dialog: messages, the fields two per row, then Clear, Cancel and Save. */
export function CardFormFrame({
  label,
  busy,
  busyLabel,
  alerts,
  onSubmit,
  onClear,
  children,
}: FrameProps) {
  return (
    <Grid
      as="form"
      columns="2"
      gapX="5"
      gapY="4"
      css={FORM_CSS}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      <LoadingOverlay active={busy} label={busyLabel} />
      {alerts.map((text) =>
        text ? (
          <Alert key={text} variant="error" data-full>
            {text}
          </Alert>
        ) : null,
      )}
      {children}
      <Flex gap="3" justify="end" data-full css={{ marginTop: '$3' }}>
        {onClear ? (
          <Button variant="outline" onClick={onClear} disabled={busy} css={{ marginRight: 'auto' }}>
            Clear
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </Flex>
    </Grid>
  );
}
