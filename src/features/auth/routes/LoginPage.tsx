import { useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { PageTitle } from '@ds';
import { useSession } from '@/api';
import { nextPathFrom } from '@/lib/next-path';
import { BecomeDealerBanner } from '../components/BecomeDealerBanner';
import { AuthSection, FormCard } from '../components/layout';
import { LoginForm } from '../components/LoginForm';

export default function LoginPage() {
  const { isAuthenticated } = useSession();
  const search = useSearch();
  // A dealer who was already signed in goes to the account; one who just signed in here goes
  // on to the page the guard interrupted (docs/business-rules.md#session).
  const [signingIn, setSigningIn] = useState(false);
  if (isAuthenticated) {
    return <Redirect to={signingIn ? nextPathFrom(search) : '/my-account'} replace />;
  }
  return (
    <AuthSection width="wide">
      <PageTitle align="center">DEALER LOGIN</PageTitle>
      <FormCard padding={3} centered>
        <LoginForm onSigningIn={setSigningIn} />
      </FormCard>
      <BecomeDealerBanner />
    </AuthSection>
  );
}
