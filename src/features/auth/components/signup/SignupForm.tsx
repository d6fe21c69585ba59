import { lazy, Suspense, useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { lazyResolver, useAppForm } from '@/lib/form';
import { useLocation } from 'wouter';
import { Alert, Button, useToast } from '@ds';
import { GENERIC_ERROR } from '@/api';
import { submitSignup } from '../../api/signup';
import type { SignupOutput, SignupValues } from '../../schemas/signup';
import { emptySignup, STEP1_FIELDS, toSignupRequest } from '../../schemas/signup-values';
import { ActionGroup, Actions, FormStack, StepLabel } from '../layout';
import { BasicInfoStep } from './BasicInfoStep';

// The confirmation is a Radix dialog (focus trap, scroll lock: about 9 KiB gzip) that only a
// successful submit shows, so it is not part of /signup's first load (the per-route budget). It
// is fetched when step 2 opens, well before the answer to Submit can arrive.
const loadSubmittedDialog = () => import('./RegistrationSubmittedDialog');
const RegistrationSubmittedDialog = lazy(() =>
  loadSubmittedDialog().then((m) => ({ default: m.RegistrationSubmittedDialog })),
);

// Step 2 (supplier, services, source, business type) is fetched once step 1 is on screen, so
// its checkboxes and selects are not part of /signup's first load either.
const loadDetailsStep = () => import('./DetailsStep');
const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })));

// zod and the schema load on the first check, not with the page (the 150 KiB route budget).
const loadSchema = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('../../schemas/signup')]);
const signupResolver = lazyResolver<SignupValues, unknown, SignupOutput>(async () => {
  const [{ zodResolver }, { signupSchema }] = await loadSchema();
  return zodResolver(signupSchema);
});

const STEP_TITLES = { 1: 'Basic Information', 2: 'Additional Details' } as const;

export function SignupForm() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const form = useAppForm<SignupValues, unknown, SignupOutput>({
    resolver: signupResolver,
    defaultValues: emptySignup,
  });
  const { handleSubmit, trigger, reset, formState } = form;
  useEffect(() => {
    void loadDetailsStep();
    void loadSchema();
  }, []);

  const next = async () => {
    if (!(await trigger(STEP1_FIELDS, { shouldFocus: true }))) return;
    setStep(2);
    void loadSubmittedDialog();
  };

  const clear = () => {
    reset(emptySignup);
    setFailure(null);
    setStep(1);
  };

  // Submit checks both steps; a step-1 problem (edited after Next) sends the user back there.
  const onInvalid = (errors: FieldErrors<SignupValues>) => {
    if (STEP1_FIELDS.some((name) => errors[name])) setStep(1);
  };

  const onValid = async (values: SignupOutput) => {
    setFailure(null);
    const result = await submitSignup(toSignupRequest(values)).catch(() => null);
    if (!result) return setFailure(GENERIC_ERROR);
    if (result.ok) {
      reset(emptySignup);
      setStep(1);
      setSubmitted(true);
      return;
    }
    if (result.status === 409) {
      toast.show(result.message, { variant: 'error' });
      // The toast goes in 2 s; the login page keeps the message until the dealer signs in.
      navigate('/login', { state: { notice: result.message } });
      return;
    }
    setFailure(result.message);
  };

  return (
    <>
      <FormStack
        noValidate
        aria-label="New Dealer Form"
        // Enter on step 1 means Next, not a submit of half a form.
        onSubmit={(e) => {
          if (step === 2) return handleSubmit(onValid, onInvalid)(e);
          e.preventDefault();
          void next();
        }}
      >
        <StepLabel>
          Step {step} of 2 · {STEP_TITLES[step]}
        </StepLabel>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {step === 1 ? (
          <BasicInfoStep form={form} />
        ) : (
          <Suspense fallback={null}>
            <DetailsStep form={form} />
          </Suspense>
        )}
        <Actions align="between">
          <Button variant="outline" onClick={clear}>
            Clear
          </Button>
          <ActionGroup>
            {step === 2 ? (
              <Button key="back" variant="secondary" onClick={() => setStep(1)}>
                Back
              </Button>
            ) : null}
            {step === 1 ? (
              <Button key="next" onClick={next}>
                Next
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={formState.isSubmitting}>
                Submit
              </Button>
            )}
          </ActionGroup>
        </Actions>
      </FormStack>
      {submitted ? (
        <Suspense fallback={null}>
          <RegistrationSubmittedDialog open onDone={() => navigate('/')} />
        </Suspense>
      ) : null}
    </>
  );
}
