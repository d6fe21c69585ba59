import * as TabsPrimitive from '@radix-ui/react-tabs';
import { styled } from './stitches.config';

export const Tabs = /* @__PURE__ */ styled(TabsPrimitive.Root, {
  display: 'flex',
  flexDirection: 'column',
  '&[data-orientation="vertical"]': { flexDirection: 'row', gap: '$6' },
});

export const TabsList = /* @__PURE__ */ styled(TabsPrimitive.List, {
  display: 'flex',
  flexShrink: 0,
  borderBottom: '1px solid $border',
  // A phone too narrow for every label scrolls the row of tabs sideways, not the page.
  '@phone': { overflowX: 'auto' },
  '&[data-orientation="vertical"]': {
    flexDirection: 'column',
    borderBottom: 'none',
    borderRight: '1px solid $border',
    minWidth: 220,
  },
});

export const TabsTrigger = /* @__PURE__ */ styled(TabsPrimitive.Trigger, {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  height: 44,
  px: '$5',
  fontFamily: '$sans',
  fontSize: '$3',
  fontWeight: '$semibold',
  color: '$textMuted',
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  // Three account tabs fit a 390 px phone side by side.
  '@phone': { px: '$2', fontSize: '$2' },
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  '&:hover': { color: '$primary' },
  '&[data-state="active"]': { color: '$primary', borderBottomColor: '$primary' },
  '&[data-disabled]': { color: '$gray6', cursor: 'not-allowed' },
  '&:focus-visible': { focusRing: 'inset' },
  '&[data-orientation="vertical"]': {
    borderBottom: 'none',
    borderRight: '3px solid transparent',
    marginBottom: 0,
    marginRight: -1,
    justifyContent: 'flex-start',
  },
  '&[data-orientation="vertical"][data-state="active"]': {
    borderRightColor: '$primary',
    backgroundColor: '$primarySubtle',
  },
});

export const TabsContent = /* @__PURE__ */ styled(TabsPrimitive.Content, {
  flexGrow: 1,
  paddingTop: '$5',
  '&:focus-visible': { focusRing: 'outset' },
});
