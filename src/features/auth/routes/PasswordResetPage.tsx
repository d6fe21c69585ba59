import { PageTitle } from '@ds';
import { AuthSection, FormCard, TextLink } from '../components/layout';
import { PasswordResetFlow } from '../components/password-reset/PasswordResetFlow';

export default function PasswordResetPage() {
  return (
    <AuthSection>
      <PageTitle align="center">Password Reset</PageTitle>
      <FormCard padding={3}>
        <PasswordResetFlow />
      </FormCard>
      <TextLink href="/login" css={{ display: 'inline-block', marginTop: '$5' }}>
        Back to Dealer Login
      </TextLink>
    </AuthSection>
  );
}
