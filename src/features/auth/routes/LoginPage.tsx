import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Alert, PageTitle } from '@ds';
import { session, useSession } from '@/api';
import { nextPathFrom } from '@/lib/next-path';
import { BecomeDealerBanner } from '../components/BecomeDealerBanner';
import { AuthSection, FormCard } from '../components/layout';
import { LoginForm } from '../components/LoginForm';
import { useDocumentTitle } from '@/lib/document-title';

// Signup's 409 'account exists' arrives as navigation state and stays until the dealer signs in.
function noticeFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { notice } = state as Record<string, unknown>;
  return typeof notice === 'string' && notice ? notice : null;
}

export default function LoginPage() {
  useDocumentTitle('Dealer Login');
  const { isAuthenticated } = useSession();
  const search = useSearch();
  // The guard (and Add to Bag for visitors) sends people here with ?next=: say why they landed here.
  const sentHere = new URLSearchParams(search).has('next');
  // The API ended the session itself (a disabled account): its words, shown once.
  const [refusal] = useState(session.refusal);
  useEffect(() => session.forgetRefusal(), []);
  const notice = noticeFrom(useHistoryState()) ?? refusal;
  // A dealer who was already signed in goes to the account; one who just signed in here goes
  // on to the page the guard interrupted (docs/business-rules.md#session).
  const [signingIn, setSigningIn] = useState(false);
  if (isAuthenticated) {
    return <Redirect to={signingIn ? nextPathFrom(search) : '/my-account'} replace />;
  }
  return (
    <AuthSection width="wide">
      {/* Small caps show it as DEALER LOGIN, the same style as every other title. */}
      <PageTitle align="center">Dealer Login</PageTitle>
      {notice ? (
        <Alert variant="error" css={{ marginBottom: '$5' }}>
          {notice}
        </Alert>
      ) : null}
      {sentHere ? (
        <Alert variant="info" css={{ marginBottom: '$5' }}>
          Please sign in to continue.
        </Alert>
      ) : null}
      <FormCard padding={3} centered>
        <LoginForm onSigningIn={setSigningIn} />
      </FormCard>
      <BecomeDealerBanner />
    </AuthSection>
  );
}
