import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'wouter';
import { StyledButton } from './Button';
import { styled } from './stitches.config';

/** Addresses the router must not handle: other sites, mail and phone. */
export function isExternalHref(href: string) {
  return /^(https?:|mailto:|tel:|\/\/)/i.test(href);
}

const TextAnchor = /* @__PURE__ */ styled('a', {
  fontFamily: 'inherit',
  cursor: 'pointer',
  textUnderlineOffset: '3px',
  borderRadius: '$1',
  transition: 'color $fast',
  '&:focus-visible': { focusRing: 'outset' },
  variants: {
    variant: {
      /** Brand red, semibold, underlined: a link inside text or forms. */
      default: {
        color: '$primary',
        fontWeight: '$semibold',
        textDecoration: 'underline',
        '&:hover': { color: '$primaryHover' },
      },
      /** Takes the surrounding text colour; underlined on hover (navigation lists, cards). */
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      },
      /** Body text colour, underlined, brand on hover. */
      contrast: {
        color: '$text',
        textDecoration: 'underline',
        '&:hover': { color: '$primary' },
      },
    },
    size: {
      1: { fontSize: '$1' },
      2: { fontSize: '$2' },
      3: { fontSize: '$3' },
      4: { fontSize: '$4' },
    },
  },
  defaultVariants: { variant: 'default' },
});

// Same look as Button (one style object), rendered as an anchor.
const ButtonAnchor = /* @__PURE__ */ styled('a', StyledButton, { textDecoration: 'none' });

type NavProps = {
  href: string;
  /** Replace the history entry instead of pushing one (in-app links only). */
  replace?: boolean;
};

export type LinkProps = Omit<ComponentProps<typeof TextAnchor>, 'href'> & NavProps;
export type ButtonLinkProps = Omit<ComponentProps<typeof ButtonAnchor>, 'href'> & NavProps;

/**
 * A text link. In-app paths go through the router (no page load); http(s), mailto and tel
 * addresses render a plain anchor with the same look.
 */
export function Link({ href, replace, onClick, ...props }: LinkProps) {
  if (isExternalHref(href)) return <TextAnchor href={href} onClick={onClick} {...props} />;
  return (
    <RouterLink href={href} replace={replace} onClick={onClick} asChild>
      <TextAnchor {...props} />
    </RouterLink>
  );
}

/** Looks exactly like Button (same variants and sizes) but navigates like a link. */
export function ButtonLink({ href, replace, onClick, ...props }: ButtonLinkProps) {
  if (isExternalHref(href)) return <ButtonAnchor href={href} onClick={onClick} {...props} />;
  return (
    <RouterLink href={href} replace={replace} onClick={onClick} asChild>
      <ButtonAnchor {...props} />
    </RouterLink>
  );
}
