import { PageTitle, Text } from '@ds';
import { AuthSection, FormCard } from '../components/layout';
import { SignupForm } from '../components/signup/SignupForm';
import { useDocumentTitle } from '@/lib/document-title';

export default function SignupPage() {
  useDocumentTitle('New Dealer Form');
  return (
    <AuthSection width="wide">
      <PageTitle align="center">New Dealer Form</PageTitle>
      <Text tone="muted" css={{ textAlign: 'center', marginBottom: '$6' }}>
        Apply for a dealer account. An administrator reviews every application.
      </Text>
      <FormCard padding={3}>
        <SignupForm />
      </FormCard>
    </AuthSection>
  );
}
