import { zodResolver } from '@hookform/resolvers/zod';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { Button, Flex, IconButton, LimitedTextField } from '@ds';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '@/lib/form';
import { LIMITS } from '@/lib/validation';
import { z } from '@/lib/zod';

const TOO_LONG = `PO number must be at most ${LIMITS.poNumber} characters.`;

const schema = z.object({
  poNumber: z.string().check(z.trim(), z.maxLength(LIMITS.poNumber, TOO_LONG)),
});
type Values = z.infer<typeof schema>;

type Props = {
  value: string | null;
  onSave: (poNumber: string | null) => Promise<boolean>;
  buttons: 'icons' | 'text';
  label: string;
  /** Leaves edit mode (after a save or on Cancel/Escape). */
  onDone: () => void;
};

/** The PO number edit form (lazy: react-hook-form and zod stay out of the cart's first load). */
export function PoNumberForm({ value, onSave, buttons, label, onDone }: Props) {
  const { register, handleSubmit, formState, control } = useAppForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { poNumber: value ?? '' },
    // Checked on Save only: leaving the field is how the dealer reaches Cancel.
    mode: 'onSubmit',
  });
  const typed = useWatch({ control, name: 'poNumber' });
  const cancel = onDone;
  const submit = handleSubmit(async ({ poNumber }) => {
    if (await onSave(poNumber === '' ? null : poNumber)) onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${label}`}>
      <Flex align="start" gap="2">
        <LimitedTextField
          label={label}
          maxLength={LIMITS.poNumber}
          // The limit shows as N/20, and typing or pasting past it keeps what fits and says so.
          limitMessage={TOO_LONG}
          count={typed.length}
          // Room for 20 characters, so the field keeps its width when the message shows.
          css={{ width: '$block6' }}
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
