import { zodResolver } from '@hookform/resolvers/zod';
import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Flex, IconButton, Text, TextField } from '@ds';
import { LIMITS } from '@/lib/validation';
import { z } from '@/lib/zod';

// Built on first use: this module is exported by the cart feature, which the header loads, and a
// schema built at import time would pull zod into the entry chunk.
const makeSchema = () =>
  z.object({
    poNumber: z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.poNumber, `PO number must be at most ${LIMITS.poNumber} characters.`),
      ),
  });
let schema: ReturnType<typeof makeSchema> | null = null;
const poSchema = () => (schema ??= makeSchema());
type Values = z.infer<ReturnType<typeof makeSchema>>;

type Props = {
  value: string | null;
  /** Saves (blank clears it); resolves true once the server holds the new value. */
  onSave: (poNumber: string | null) => Promise<boolean>;
  /** icons: confirm/cancel icon buttons (cart); text: Save and Cancel buttons (quotes). */
  buttons?: 'icons' | 'text';
  /** Names the field when several quotes share a screen. */
  label?: string;
  /** Rendered instead of the default 'PO Number: …' text when not editing. */
  display?: (edit: () => void) => React.ReactNode;
};

/** Inline PO number: Enter confirms, Escape cancels; max 20 characters. */
export function PoNumberEditor({
  value,
  onSave,
  buttons = 'icons',
  label = 'PO Number',
  display,
}: Props) {
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(poSchema()),
    values: { poNumber: value ?? '' },
  });
  const edit = () => setEditing(true);
  const cancel = () => {
    reset({ poNumber: value ?? '' });
    setEditing(false);
  };
  const submit = handleSubmit(async ({ poNumber }) => {
    if (await onSave(poNumber === '' ? null : poNumber)) setEditing(false);
  });

  if (!editing)
    return display ? (
      <>{display(edit)}</>
    ) : (
      <Flex align="center" gap="2">
        <Text size="3">
          <strong>{label}:</strong> {value || 'None'}
        </Text>
        <IconButton aria-label={`Edit ${label}`} onClick={edit}>
          <Pencil size={16} aria-hidden />
        </IconButton>
      </Flex>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${label}`}>
      <Flex align="start" gap="2">
        <TextField
          label={label}
          maxLength={LIMITS.poNumber}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this field
          autoFocus
          error={formState.errors.poNumber?.message}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
          {...register('poNumber')}
        />
        {buttons === 'icons' ? (
          <Flex gap="1" css={{ marginTop: '$5' }}>
            <IconButton type="submit" aria-label={`Confirm ${label}`}>
              <Check size={18} aria-hidden />
            </IconButton>
            <IconButton aria-label={`Cancel editing ${label}`} onClick={cancel}>
              <X size={18} aria-hidden />
            </IconButton>
          </Flex>
        ) : (
          <Flex gap="2" css={{ marginTop: '$5' }}>
            <Button type="submit" size={2}>
              Save
            </Button>
            <Button variant="outline" size={2} onClick={cancel}>
              Cancel
            </Button>
          </Flex>
        )}
      </Flex>
    </form>
  );
}
