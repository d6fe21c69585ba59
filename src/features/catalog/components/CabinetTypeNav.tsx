import { useEffect, useState } from 'react';
import { Heading, styled } from '@ds';

const Nav = styled('nav', {
  position: 'sticky',
  top: '$4',
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  // Above the tables: the list scrolls sideways under its heading and stays in view.
  '@narrow': {
    position: 'static',
    minWidth: 0,
  },
});

const List = styled('ul', {
  listReset: true,
  borderLeft: '$borderWidths$thin solid $border',
  '& a': {
    display: 'block',
    padding: '$2 $3',
    // The accent bar covers the list's hairline.
    marginLeft: '-$borderWidths$thin',
    borderLeft: '$borderWidths$thick solid transparent',
    color: '$text',
    fontSize: '$2',
    textDecoration: 'none',
  },
  '& a:hover': { color: '$primary', borderLeftColor: '$primary' },
  '& a[aria-current]': { color: '$primary', borderLeftColor: '$primary', fontWeight: '$semibold' },
  '& a:focus-visible': { focusRing: 'inset' },
  // A horizontal list: one line of types that scrolls sideways, the accent bar under the type.
  '@narrow': {
    display: 'flex',
    overflowX: 'auto',
    borderLeft: 'none',
    borderBottom: '$borderWidths$thin solid $border',
    '& li': { flexShrink: 0 },
    '& a': {
      display: 'flex',
      alignItems: 'center',
      minHeight: '$iconButton3',
      padding: '0 $4',
      marginLeft: 0,
      marginBottom: '-$borderWidths$thin',
      whiteSpace: 'nowrap',
      borderLeft: 'none',
      borderBottom: '$borderWidths$thick solid transparent',
    },
    '& a:hover, & a[aria-current]': { borderBottomColor: '$primary' },
  },
});

export const typeAnchor = (cabinetType: string) =>
  `type-${cabinetType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The first type whose table crosses the upper part of the screen, as the page scrolls. */
function useTypeInView(types: string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = types.join('\n');
  useEffect(() => {
    const ids = key.split('\n').map(typeAnchor);
    const seen = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(e.target.id, e.isIntersecting);
        const first = ids.find((id) => seen.get(id));
        if (first) setCurrent(first);
      },
      { rootMargin: '0% 0% -50% 0%' },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
  return current;
}

type Props = {
  types: string[];
  /** Types whose tables are in the page so far: a long list arrives in parts, each watched as it comes. */
  inPage: string[];
};

/** Side list of cabinet types; each entry jumps to its table; the type in view is marked. */
export function CabinetTypeNav({ types, inPage }: Props) {
  // Before any table reaches the upper half of the screen, the first type is where the dealer is.
  const current = useTypeInView(inPage) ?? (types[0] ? typeAnchor(types[0]) : null);
  return (
    <Nav aria-labelledby="cabinet-type-heading">
      <Heading id="cabinet-type-heading" as="h2" size="2">
        Cabinet Type
      </Heading>
      <List>
        {types.map((t) => (
          <li key={t}>
            <a
              href={`#${typeAnchor(t)}`}
              aria-current={current === typeAnchor(t) ? 'location' : undefined}
            >
              {t}
            </a>
          </li>
        ))}
      </List>
    </Nav>
  );
}
