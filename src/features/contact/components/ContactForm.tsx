import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { lazyResolver, useAppForm } from '@/lib/form';
import { Alert, Button, PhoneField, TextArea, TextField, styled } from '@ds';
import { FormField } from '@/components/FormField';
import { LIMITS } from '@/lib/limits';
import { sendContactMessage } from '../api/contact';
import { EMPTY_CONTACT, SUCCESS_MESSAGE, type ContactValues } from './contact-values';

// zod loads on the first check, not with the page (the 150 KiB route budget).
const contactResolver = lazyResolver<ContactValues>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./schema'),
  ]);
  return zodResolver(contactSchema);
});

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$5',
  '@phone': { gridTemplateColumns: 'minmax(0, 1fr)' },
});

const FULL = { gridColumn: '1 / -1' } as const;

const Actions = styled('div', {
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
});

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

/**
 * Contact form (docs/business-rules.md#validation): checked on blur and on submit; nothing is sent while invalid;
 * a failed send keeps every field as typed.
 */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<ContactValues>({
    resolver: contactResolver,
    defaultValues: EMPTY_CONTACT,
  });

  const comments = useWatch({ control, name: 'comments' });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendContactMessage(values);
    if (result.ok) {
      reset(EMPTY_CONTACT);
      setOutcome({ kind: 'success' });
    } else {
      setOutcome({ kind: 'error', message: result.message });
    }
  });

  const clearSuccess = () => {
    if (outcome?.kind === 'success') setOutcome(null);
  };

  return (
    <Form noValidate onSubmit={onSubmit} onChange={clearSuccess} aria-label="Contact us">
      <TextField
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={LIMITS.name}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={LIMITS.name}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <FormField
        control={control}
        name="phoneNumber"
        render={(f) => <PhoneField label="Phone" required {...f} />}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextArea
        css={FULL}
        id="contact-comments"
        label="Comments"
        required
        maxLength={LIMITS.comments}
        count={comments.length}
        error={errors.comments?.message}
        {...register('comments')}
      />
      {outcome?.kind === 'success' ? (
        <Alert css={FULL} variant="success">
          {SUCCESS_MESSAGE}
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? (
        <Alert css={FULL} variant="error">
          {outcome.message}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" size="3" loading={isSubmitting}>
          Submit
        </Button>
      </Actions>
    </Form>
  );
}
