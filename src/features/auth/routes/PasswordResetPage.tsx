import { Link, PageTitle } from '@ds';
import { AuthSection, FormCard } from '../components/layout';
import { PasswordResetFlow } from '../components/password-reset/PasswordResetFlow';
import { useDocumentTitle } from '@/lib/document-title';

export default function PasswordResetPage() {
  useDocumentTitle('Password Reset');
  return (
    <AuthSection>
      <PageTitle align="center">Password Reset</PageTitle>
      <FormCard padding={3}>
        <PasswordResetFlow />
      </FormCard>
      <Link href="/login" size="2" css={{ display: 'inline-block', marginTop: '$5' }}>
        Back to Dealer Login
      </Link>
    </AuthSection>
  );
}
