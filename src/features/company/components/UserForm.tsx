import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { TextField, useToast } from '@ds';
import { CardFormFrame, type CardFormProps } from '@/components/card-collection';
import type { Result } from '@/api';
import { useAppForm, withBlurWording } from '@/lib/form';
import { LIMITS } from '@/lib/validation';
import { inviteCompanyUser, updateCompanyUser, type CompanyUser } from '../api/company-users';
import {
  BLUR_REQUIRED_FIELDS,
  EMPTY_INVITE,
  editSchema,
  inviteSchema,
  toEditForm,
  toInvite,
  toUpdate,
  type EditOutput,
  type EditValues,
  type InviteOutput,
  type InviteValues,
} from '../schemas/company-user';
import { RoleFields } from './RoleFields';

const inviteResolver = withBlurWording(zodResolver(inviteSchema), {
  blurRequired: BLUR_REQUIRED_FIELDS,
});
const editResolver = zodResolver(editSchema);

const FULL = { gridColumn: '1 / -1' } as const;

type Saving = CardFormProps<CompanyUser>['saving'];

/** One save at a time; a failure keeps the form as typed and says why (`onFailure` may claim it). */
function useUserSave(saving: Saving, onDone: () => void) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const save = (
    call: () => Promise<Result<CompanyUser>>,
    done: (user: CompanyUser) => string,
    onFailure?: (status: number, message: string) => boolean,
  ) =>
    saving.run(async () => {
      setFailure(null);
      const result = await call();
      if (!result.ok) {
        console.warn('Company user save failed.', result.body);
        if (!onFailure?.(result.status, result.message)) setFailure(result.message);
        return;
      }
      toast.show(done(result.data), { variant: 'success' });
      onDone();
    });
  return { failure, save };
}

/** Invite User: names, e-mail, role and a Buyer's limit; an e-mail in use is named beside it. */
function InviteForm({ onDone, saving }: CardFormProps<CompanyUser>) {
  const { failure, save } = useUserSave(saving, onDone);
  const form = useAppForm<InviteValues, unknown, InviteOutput>({
    resolver: inviteResolver,
    defaultValues: EMPTY_INVITE,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    save(
      () => inviteCompanyUser(toInvite(values)),
      (user) => `Invitation sent to ${user.email}.`,
      (status, message) => {
        if (status !== 409) return false;
        form.setError('email', { message }, { shouldFocus: true });
        return true;
      },
    ),
  );
  return (
    <CardFormFrame
      label="Invite User"
      busy={saving.busy}
      busyLabel="Sending invitation…"
      alerts={[failure]}
      onSubmit={onSubmit}
    >
      <TextField
        label="First Name"
        autoComplete="off"
        maxLength={LIMITS.name}
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="off"
        maxLength={LIMITS.name}
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={LIMITS.email}
        required
        css={FULL}
        error={errors.email?.message}
        {...register('email')}
      />
      {/* The role fields are the invite's own fields of the same names. */}
      <RoleFields
        control={form.control as unknown as Control<EditValues>}
        register={register as unknown as UseFormRegister<EditValues>}
        errors={errors}
        placeholder="Select a role"
      />
    </CardFormFrame>
  );
}

/** Edit: the person's role and, for a Buyer, the limit. */
function EditForm({ target, onDone, saving }: CardFormProps<CompanyUser>) {
  const user = target.kind === 'edit' ? target.item : null;
  const { failure, save } = useUserSave(saving, onDone);
  const form = useAppForm<EditValues, unknown, EditOutput>({
    resolver: editResolver,
    defaultValues: user ? toEditForm(user) : { role: '', spendingLimit: '' },
  });
  if (!user) return null;
  const onSubmit = form.handleSubmit((values) =>
    save(
      () => updateCompanyUser(user.id, toUpdate(values)),
      (saved) => `${saved.firstName} ${saved.lastName} updated.`,
    ),
  );
  return (
    <CardFormFrame
      label={`Edit ${user.firstName} ${user.lastName}`}
      busy={saving.busy}
      busyLabel="Saving…"
      alerts={[failure]}
      onSubmit={onSubmit}
    >
      <RoleFields control={form.control} register={form.register} errors={form.formState.errors} />
    </CardFormFrame>
  );
}

/** The dialog's form: Invite User, or Edit for one person. */
export function UserForm(props: CardFormProps<CompanyUser>) {
  return props.target.kind === 'edit' ? <EditForm {...props} /> : <InviteForm {...props} />;
}
