import { Heading, styled } from '@ds';

const Nav = styled('nav', {
  position: 'sticky',
  top: '$4',
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

const List = styled('ul', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderLeft: '1px solid $border',
  '& a': {
    display: 'block',
    padding: '$2 $3',
    marginLeft: -1,
    borderLeft: '3px solid transparent',
    color: '$text',
    fontSize: '$2',
    textDecoration: 'none',
  },
  '& a:hover': { color: '$primary', borderLeftColor: '$primary' },
  '& a:focus-visible': { focusRing: 'inset' },
});

export const typeAnchor = (cabinetType: string) =>
  `type-${cabinetType.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Side list of cabinet types; each entry jumps to its table (plain hash anchors). */
export function CabinetTypeNav({ types }: { types: string[] }) {
  return (
    <Nav aria-labelledby="cabinet-type-heading">
      <Heading id="cabinet-type-heading" as="h2" size="2">
        Cabinet Type
      </Heading>
      <List>
        {types.map((t) => (
          <li key={t}>
            <a href={`#${typeAnchor(t)}`}>{t}</a>
          </li>
        ))}
      </List>
    </Nav>
  );
}
