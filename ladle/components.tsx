import type { GlobalProvider } from '@ladle/react';
import { globalStyles } from '../design-system/global';
import { ToastProvider } from '../design-system/Toast';
import { styled } from '../design-system/stitches.config';

// Stories render inside a <main> landmark with real tokens, fonts and a toast queue, like the app.
const Stage = styled('main', {
  padding: '$7',
  fontFamily: '$sans',
  color: '$text',
});

export const Provider: GlobalProvider = ({ children }) => {
  globalStyles();
  return (
    <ToastProvider>
      <Stage>{children}</Stage>
    </ToastProvider>
  );
};
