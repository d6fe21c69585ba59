import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { styled } from './stitches.config';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuPortal = MenuPrimitive.Portal;
export const DropdownMenuGroup = MenuPrimitive.Group;

const StyledContent = /* @__PURE__ */ styled(MenuPrimitive.Content, {
  minWidth: 200,
  padding: '$1',
  backgroundColor: '$white',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$2',
  zIndex: '$dropdown',
});

/**
 * Rendered in place by default: Radix positions it with `position: fixed`, so it is not clipped,
 * and it stays inside the trigger's landmark (header, nav) for screen readers and axe.
 * `portal` moves it to document.body when an ancestor creates a containing block.
 */
export function DropdownMenuContent({
  sideOffset = 6,
  align = 'end',
  portal = false,
  ...props
}: ComponentProps<typeof StyledContent> & { portal?: boolean }) {
  const content = <StyledContent sideOffset={sideOffset} align={align} {...props} />;
  return portal ? <MenuPrimitive.Portal>{content}</MenuPrimitive.Portal> : content;
}

export const DropdownMenuItem = /* @__PURE__ */ styled(MenuPrimitive.Item, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  width: '100%',
  minHeight: 36,
  px: '$3',
  fontSize: '$3',
  color: '$text',
  borderRadius: '$1',
  cursor: 'pointer',
  userSelect: 'none',
  '&[data-highlighted]': { backgroundColor: '$primary', color: '$white' },
  '&[data-disabled]': { color: '$gray6', cursor: 'not-allowed' },
  '& > svg': { flexShrink: 0 },
  variants: {
    tone: {
      default: {},
      danger: { color: '$error' },
    },
  },
});

export const DropdownMenuLabel = /* @__PURE__ */ styled(MenuPrimitive.Label, {
  px: '$3',
  py: '$2',
  fontSize: '$1',
  fontWeight: '$semibold',
  color: '$textMuted',
});

export const DropdownMenuSeparator = /* @__PURE__ */ styled(MenuPrimitive.Separator, {
  height: 1,
  margin: '$1 0',
  backgroundColor: '$gray3',
});
