import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = /* @__PURE__ */ styled(DialogPrimitive.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$dialog',
  '@motionSafe': {
    animationName: 'ds-fade-in',
    animationDuration: '150ms',
    animationTimingFunction: 'ease-out',
  },
});

const StyledContent = /* @__PURE__ */ styled(DialogPrimitive.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: '$dialog',
  width: '$dialog',
  maxWidth: 'calc(100vw - 48px)',
  maxHeight: 'calc(100vh - 48px)',
  overflowY: 'auto',
  padding: '$7',
  backgroundColor: '$white',
  borderRadius: '$3',
  borderTop: '4px solid $primary',
  boxShadow: '$3',
  '&:focus': { outline: 'none' },
  // A phone: nearly the whole screen, and never taller than what the on-screen keyboard leaves.
  '@phone': { padding: '$5', maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100dvh - 16px)' },
  '@motionSafe': {
    animationName: 'ds-pop-in',
    animationDuration: '180ms',
    animationTimingFunction: 'ease-out',
  },
  variants: {
    size: {
      1: { width: '420px' },
      2: { width: '$dialog' },
      3: { width: '760px' },
      4: { width: '$dialogWide' },
    },
  },
  defaultVariants: { size: 2 },
});

export const DialogTitle = /* @__PURE__ */ styled(DialogPrimitive.Title, {
  margin: 0,
  marginBottom: '$3',
  paddingRight: '$7',
  fontFamily: '$serif',
  fontWeight: '$heading',
  fontVariant: 'small-caps',
  letterSpacing: '$caps',
  fontSize: '$7',
  lineHeight: '$tight',
  color: '$text',
});

export const DialogDescription = /* @__PURE__ */ styled(DialogPrimitive.Description, {
  margin: 0,
  marginBottom: '$5',
  fontSize: '$3',
  color: '$textMuted',
});

export const DialogClose = DialogPrimitive.Close;

export const DialogActions = /* @__PURE__ */ styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '$3',
  marginTop: '$6',
});

const CloseX = /* @__PURE__ */ styled(DialogPrimitive.Close, {
  all: 'unset',
  position: 'absolute',
  top: '$4',
  right: '$4',
  width: 32,
  height: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$2',
  color: '$gray8',
  cursor: 'pointer',
  pressable: { backgroundColor: '$gray2', color: '$primary' },
});

export type DialogContentProps = Omit<ComponentProps<typeof StyledContent>, 'css'> & {
  /**
   * false forbids closing by backdrop click and Escape (for flows that must finish, such as a
   * required password change or a running save). Explicit close buttons still work.
   */
  dismissible?: boolean;
  /** Show the X button in the corner (default: same as dismissible). */
  showClose?: boolean;
  css?: CSS;
};

/** Portal + overlay + centred panel, like radix-ui/design-system's DialogContent. */
export function DialogContent({
  dismissible = true,
  showClose = dismissible,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <StyledContent
        {...props}
        onEscapeKeyDown={(e) => {
          if (!dismissible) e.preventDefault();
          onEscapeKeyDown?.(e);
        }}
        onPointerDownOutside={(e) => {
          if (!dismissible) e.preventDefault();
          onPointerDownOutside?.(e);
        }}
        onInteractOutside={(e) => {
          if (!dismissible) e.preventDefault();
          onInteractOutside?.(e);
        }}
      >
        {children}
        {showClose ? (
          <CloseX aria-label="Close">
            <X size={20} aria-hidden />
          </CloseX>
        ) : null}
      </StyledContent>
    </DialogPortal>
  );
}
