import { Button, styled, Text, type ButtonProps } from '@ds';
import { resendWaitText } from '../hooks/useResendTimer';

const Wrap = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });

type Props = Omit<ButtonProps, 'children'> & { sentOnce: boolean; secondsLeft: number };

/** Send Code turns into Resend Code after the first send and waits out the countdown. */
export function ResendButton({ sentOnce, secondsLeft, disabled, ...props }: Props) {
  return (
    <Wrap>
      <Button {...props} disabled={disabled || secondsLeft > 0}>
        {sentOnce ? 'Resend Code' : 'Send Code'}
      </Button>
      {secondsLeft > 0 ? (
        <Text size={2} tone="muted">
          {resendWaitText(secondsLeft)}
        </Text>
      ) : null}
    </Wrap>
  );
}
