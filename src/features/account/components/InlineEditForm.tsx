import { useEffect, useState, type ReactNode } from 'react';
import { type DefaultValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, Flex, LoadingOverlay, useToast } from '@ds';
import { useAppForm } from '@/lib/form';
import { useSingleFlight } from '@/lib/use-single-flight';
import { updateAccountInfo, type AccountUpdate } from '../api/account';

type Values = Record<string, string>;

type Props<T extends Values> = {
  label: string;
  resolver: Resolver<T>;
  defaultValues: T;
  successText: string;
  onClose: () => void;
  fields: (form: UseFormReturn<T>) => ReactNode;
};

/**
 * The inline form of one profile row: Cancel and Save, the section 5 messages, one request per
 * Save however often it is clicked; a failed save keeps what was typed and shows the server's
 * text (or the generic one).
 */
export function InlineEditForm<T extends Values>({
  label,
  resolver,
  defaultValues,
  successText,
  onClose,
  fields,
}: Props<T>) {
  const toast = useToast();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<T>({
    resolver,
    defaultValues: defaultValues as DefaultValues<T>,
  });

  useEffect(() => {
    const first = Object.keys(defaultValues)[0];
    if (first) form.setFocus(first as Path<T>);
  }, [form, defaultValues]);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setFailure(null);
      const result = await updateAccountInfo(values as AccountUpdate);
      if (!result.ok) {
        console.warn('Account update failed.', result.body);
        setFailure(result.message);
        return;
      }
      toast.show(successText, { variant: 'success' });
      onClose();
    }),
  );

  return (
    <Flex as="form" direction="column" gap="3" noValidate onSubmit={onSubmit} aria-label={label}>
      <LoadingOverlay active={busy} label="Saving…" />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Flex gap="4" align="start" css={{ '& > *': { flex: 1 } }}>
        {fields(form)}
      </Flex>
      <Flex gap="3" justify="end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
