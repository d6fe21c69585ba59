import Pencil from 'lucide-react/icons/pencil';
import { lazy, Suspense, useState } from 'react';
import { Flex, IconButton, Text } from '@ds';

// The form (react-hook-form, zod, about 20 KiB gzip) is fetched when the user starts editing, so
// it is not part of the cart and quote pages' first load (the per-route budget).
const PoNumberForm = lazy(() =>
  import('./PoNumberForm').then((m) => ({ default: m.PoNumberForm })),
);

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
  const edit = () => setEditing(true);

  if (editing)
    return (
      <Suspense fallback={null}>
        <PoNumberForm
          value={value}
          onSave={onSave}
          buttons={buttons}
          label={label}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );

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
}
