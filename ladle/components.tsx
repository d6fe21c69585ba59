import type { GlobalProvider } from '@ladle/react';
import { globalStyles } from '../design-system/global';
import { keepMediaQueriesLive } from '../design-system/keepMediaQueriesLive';
import { ResponsiveOrder } from '../design-system/ResponsiveOrder';
import { ToastProvider } from '../design-system/Toast';
import { styled } from '../design-system/stitches.config';

// Component stories render inside a <main> landmark with real tokens, fonts and a toast queue,
// like the app. Screen stories (ladle/screens) bring the app's own providers and layout.
const Stage = styled('main', {
  padding: '$7',
  fontFamily: '$sans',
  color: '$text',
});

// Stories are looked at in windows of several widths, resized while they draw.
keepMediaQueriesLive();

export const Provider: GlobalProvider = ({ children, globalState }) => {
  globalStyles();
  // As in the app: the responsive rules in the scale's order before the story's own.
  if (globalState.story.startsWith('screens--'))
    return (
      <>
        <ResponsiveOrder />
        {children}
      </>
    );
  return (
    <ToastProvider>
      <ResponsiveOrder />
      <Stage>{children}</Stage>
    </ToastProvider>
  );
};
