import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { styled } from './stitches.config';

type Variant = 'error' | 'warning' | 'success' | 'info';

/** A variant's colours: its pale background and border, its strong left bar, icon and links. */
const tone = (v: Variant) => ({
  backgroundColor: `$${v}Bg`,
  borderColor: `$${v}Border`,
  borderLeftColor: `$${v}`,
  '& > svg, & a': { color: `$${v}` },
});

const Root = /* @__PURE__ */ styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$2',
  border: '1px solid',
  borderLeftWidth: 4,
  fontSize: '$3',
  lineHeight: '$normal',
  color: '$text',
  '& > svg': { flexShrink: 0, marginTop: 2 },
  '& a': { color: 'inherit', fontWeight: '$semibold', textDecoration: 'underline' },
  variants: {
    variant: {
      error: tone('error'),
      warning: tone('warning'),
      success: tone('success'),
      info: tone('info'),
    },
  },
  defaultVariants: { variant: 'info' },
});

const Body = /* @__PURE__ */ styled('div', { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });
const Title = /* @__PURE__ */ styled('p', { margin: 0, fontWeight: '$bold' });

const icons: Record<Variant, ReactNode> = {
  error: <CircleAlert size={20} aria-hidden />,
  warning: <TriangleAlert size={20} aria-hidden />,
  success: <CircleCheck size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
};

export type AlertProps = Omit<ComponentProps<typeof Root>, 'variant' | 'title'> & {
  variant?: Variant;
  title?: ReactNode;
};

/** Errors are announced at once (role alert); other variants politely (role status). */
export function Alert({ variant = 'info', title, children, role, ...props }: AlertProps) {
  return (
    <Root variant={variant} role={role ?? (variant === 'error' ? 'alert' : 'status')} {...props}>
      {icons[variant]}
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
    </Root>
  );
}
