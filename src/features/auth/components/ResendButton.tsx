import { Button, styled, Text, type ButtonProps } from '@ds';
import { resendWaitText } from '../hooks/useResendTimer';

const Wrap = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });

type Props = Omit<ButtonProps, 'children'> & {
  sentOnce: boolean;
  secondsLeft: number;
  /** The account password form says Send and Resend (docs/business-rules.md#cart-and-quotes). */
  labels?: { send: string; resend: string };
};

const CODE_LABELS = { send: 'Send Code', resend: 'Resend Code' };

/** Send Code turns into Resend Code after the first send and waits out the countdown. */
export function ResendButton({
  sentOnce,
  secondsLeft,
  disabled,
  labels = CODE_LABELS,
  ...props
}: Props) {
  return (
    <Wrap>
      <Button {...props} disabled={disabled || secondsLeft > 0}>
        {sentOnce ? labels.resend : labels.send}
      </Button>
      {secondsLeft > 0 ? (
        <Text size={2} tone="muted">
          {resendWaitText(secondsLeft)}
        </Text>
      ) : null}
    </Wrap>
  );
}
