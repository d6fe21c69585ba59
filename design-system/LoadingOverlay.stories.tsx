import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from './Button';
import { LoadingOverlay } from './LoadingOverlay';

export const Active: Story = () => <LoadingOverlay active label="Saving address…" />;

export const TimesOutQuickly: Story = () => {
  const [active, setActive] = useState(false);
  return (
    <>
      <Button onClick={() => setActive(true)}>Save (times out after 3 s in this story)</Button>
      <LoadingOverlay active={active} timeoutMs={3000} onTimeout={() => setActive(false)} />
    </>
  );
};
