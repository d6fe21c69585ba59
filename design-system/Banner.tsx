import { Megaphone } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { styled } from './stitches.config';

const Root = /* @__PURE__ */ styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$3',
  width: '100%',
  minHeight: 40,
  padding: '$2 $6',
  fontSize: '$2',
  lineHeight: '$normal',
  textAlign: 'center',
  '& > svg': { flexShrink: 0 },
  '& a': { color: 'inherit', fontWeight: '$semibold' },
  variants: {
    tone: {
      advisory: {
        backgroundColor: '$warningBg',
        color: '$gray9',
        borderBottom: '1px solid $warningBorder',
        '& > svg': { color: '$warning' },
      },
      brand: { backgroundColor: '$primary', color: '$white' },
    },
  },
  defaultVariants: { tone: 'advisory' },
});

export type BannerProps = ComponentProps<typeof Root> & {
  /** Landmark name so screen-reader users can find or skip the notice. */
  label?: string;
  icon?: ReactNode;
};

/** Site-wide advisory strip (e.g. the tariff notice) shown above the header. */
export function Banner({ label = 'Announcement', icon, children, ...props }: BannerProps) {
  return (
    <Root role="region" aria-label={label} {...props}>
      {icon ?? <Megaphone size={18} aria-hidden />}
      <span>{children}</span>
    </Root>
  );
}
