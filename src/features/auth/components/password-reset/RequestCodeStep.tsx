import type { UseFormReturn } from 'react-hook-form';
import { Alert, Button } from '@ds';
import type { ResetRequestValues } from '../../schemas/password-reset';
import { EmailField } from '../AccountFields';
import { Actions, FormStack } from '../layout';
import { ResendButton } from '../ResendButton';

type Props = {
  form: UseFormReturn<ResetRequestValues>;
  onSubmit: () => void;
  failure: string | null;
  sentOnce: boolean;
  secondsLeft: number;
  /** Back to step 2 without a new code, once one was sent. */
  onHaveCode: () => void;
};

/** Step 1: the e-mail the code goes to. */
export function RequestCodeStep({
  form,
  onSubmit,
  failure,
  sentOnce,
  secondsLeft,
  onHaveCode,
}: Props) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label="Request a verification code">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <EmailField
        autoComplete="email"
        helperText="We will e-mail you a verification code."
        error={errors.email?.message}
        {...register('email')}
      />
      <Actions align={sentOnce ? 'between' : 'end'}>
        {sentOnce ? (
          <Button variant="outline" onClick={onHaveCode}>
            Enter Code
          </Button>
        ) : null}
        <ResendButton
          type="submit"
          sentOnce={sentOnce}
          secondsLeft={secondsLeft}
          loading={isSubmitting}
        />
      </Actions>
    </FormStack>
  );
}
