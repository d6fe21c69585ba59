import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button, Card, Flex, Heading, PhoneField, Skeleton, VisuallyHidden } from '@ds';
import { FormField } from '@/components/FormField';
import { companyNameField, nameFields } from '@/features/addresses';
import { AccountPasswordForm } from '@/features/auth';
import { LoadError } from '@/components/LoadError';
import { useAccount } from '../api/account';
import {
  companySchema,
  companyValues,
  nameSchema,
  nameValues,
  phoneSchema,
  phoneValues,
} from '../schemas/profile';
import { InlineEditForm } from './InlineEditForm';
import { ProfileRow } from './ProfileRow';

type Editing = 'name' | 'phone' | 'company' | 'password' | null;

const nameResolver = zodResolver(nameSchema);
const phoneResolver = zodResolver(phoneSchema);
const companyResolver = zodResolver(companySchema);

/**
 * Edit Your Profile (docs/business-rules.md#screens): Name, Phone Number and Company Name edit inline; Email and
 * Sales Rep are read-only; Password opens the Edit Password form. One row edits at a time.
 */
export function ProfileEditor({ onBack }: { onBack: () => void }) {
  const { data: account, error, mutate } = useAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <section aria-labelledby="profile-editor-title">
      <Flex align="center" justify="between" gap="4" css={{ marginBottom: '$5' }}>
        <Heading as="h1" size={3} id="profile-editor-title">
          Edit Your Profile
        </Heading>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden />
          Back to My Account
        </Button>
      </Flex>
      {!account && error ? (
        // Without the account there is nothing to edit; a skeleton would wait forever.
        <LoadError
          title="Your profile could not be loaded."
          error={error}
          onRetry={() => void mutate()}
        />
      ) : !account ? (
        <Card aria-busy="true" aria-label="Loading profile">
          <Skeleton shape="block" />
        </Card>
      ) : (
        <Card css={{ py: '$2' }}>
          <ProfileRow
            label="Name"
            value={`${account.firstName} ${account.lastName}`}
            editing={editing === 'name'}
            onEdit={() => setEditing('name')}
            editor={
              <InlineEditForm
                label="Name"
                resolver={nameResolver}
                defaultValues={nameValues(account)}
                successText="Name updated successfully"
                onClose={close}
                fields={nameFields}
              />
            }
          />
          <ProfileRow
            label="Phone Number"
            value={account.phoneNumber || '—'}
            editing={editing === 'phone'}
            onEdit={() => setEditing('phone')}
            editor={
              <InlineEditForm
                label="Phone Number"
                resolver={phoneResolver}
                defaultValues={phoneValues(account)}
                successText="Phone number updated successfully"
                onClose={close}
                fields={({ control }) => (
                  <FormField
                    control={control}
                    name="phoneNumber"
                    render={(f) => <PhoneField label="Phone Number" required {...f} />}
                  />
                )}
              />
            }
          />
          <ProfileRow
            label="Company Name"
            value={account.companyName || '—'}
            editing={editing === 'company'}
            onEdit={() => setEditing('company')}
            editor={
              <InlineEditForm
                label="Company Name"
                resolver={companyResolver}
                defaultValues={companyValues(account)}
                successText="Company name updated successfully"
                onClose={close}
                fields={companyNameField}
              />
            }
          />
          <ProfileRow label="Email" value={account.email} />
          <ProfileRow label="Sales Rep" value={account.salesRep || '—'} />
          <ProfileRow
            label="Password"
            value={
              <>
                <span aria-hidden>••••••••</span>
                <VisuallyHidden>hidden</VisuallyHidden>
              </>
            }
            editing={editing === 'password'}
            onEdit={() => setEditing('password')}
            editor={<AccountPasswordForm onClose={close} />}
          />
        </Card>
      )}
    </section>
  );
}
