import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Printer from 'lucide-react/icons/printer';
import { Link } from 'wouter';
import { styled } from '@ds';
import { COMPANY, OFFICES, POLICY_LINKS, telHref } from '@/lib/brand';
import { SocialLinks } from './SocialLinks';

const Bar = styled('footer', { backgroundColor: '$gray9', color: '$gray3', fontSize: '$2' });

const Inner = styled('div', {
  maxWidth: '$contentMax',
  margin: '0 auto',
  padding: '$8 $6 $6',
  display: 'grid',
  gridTemplateColumns: '1.3fr 1fr 1fr 1fr 1fr',
  gap: '$7',
  // The brand over the four columns on a tablet, two columns on a phone.
  '@tablet': {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    '& > :first-child': { gridColumn: '1 / -1' },
  },
  '@phone': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', px: '$4', gap: '$6' },
});

const Title = styled('h2', {
  margin: 0,
  marginBottom: '$3',
  fontFamily: '$serif',
  fontVariant: 'small-caps',
  fontWeight: '$heading',
  letterSpacing: '$caps',
  fontSize: '$5',
  color: '$white',
});

const Brand = styled('p', {
  margin: 0,
  marginBottom: '$2',
  fontFamily: '$serif',
  fontVariant: 'small-caps',
  fontSize: '$7',
  color: '$white',
});

const Plain = styled('p', { margin: 0, lineHeight: '$normal' });

const List = styled('ul', {
  listReset: true,
  display: 'grid',
  gap: '$2',
  // Each row is a tap target's height on a phone, which spaces the rows by itself.
  '@phone': { gap: 0 },
});

/** A thumb's tap target on a phone: links (and the fax line beside them) are rows that tall. */
const TAP_ROW = { '@phone': { minHeight: '$iconButton3' } } as const;

const FooterA = {
  color: '$gray3',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  pressable: { color: '$white', textDecoration: 'underline' },
  ...TAP_ROW,
} as const;

const A = styled('a', FooterA);
const RouteLink = styled(Link, FooterA);

const Address = styled('address', { fontStyle: 'normal', lineHeight: '$normal' });

const Bottom = styled('div', {
  maxWidth: '$contentMax',
  margin: '0 auto',
  padding: '$4 $6',
  borderTop: '1px solid $gray8',
  color: '$gray5',
  fontSize: '$1',
});

/** Two offices, how to reach the seller, social and policy links (docs/business-rules.md#screens). */
export function Footer() {
  return (
    <Bar>
      <Inner>
        <div>
          <Brand>{COMPANY.name}</Brand>
          <Plain css={{ marginBottom: '$4' }}>
            Solid-wood kitchen cabinets, bathroom vanities, hardware and the Richelieu line, sold
            factory-direct to approved dealers.
          </Plain>
          <SocialLinks />
        </div>
        {OFFICES.map((office, i) => (
          <section key={office.city} aria-labelledby={`footer-office-${i}`}>
            <Title id={`footer-office-${i}`}>{office.city}</Title>
            <Address>
              {office.region} office
              <br />
              {office.street}
              <br />
              {office.cityLine}
              <br />
              <A href={telHref(office.phone)}>{office.phone}</A>
            </Address>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <Title id="footer-contact">Contact</Title>
          <List>
            <li>
              <A href={`mailto:${COMPANY.email}`}>
                <Mail size={16} aria-hidden />
                {COMPANY.email}
              </A>
            </li>
            <li>
              <A href={telHref(COMPANY.phone)}>
                <Phone size={16} aria-hidden />
                Phone: {COMPANY.phone}
              </A>
            </li>
            <li>
              <Plain css={{ display: 'inline-flex', alignItems: 'center', gap: '$2', ...TAP_ROW }}>
                <Printer size={16} aria-hidden />
                Fax: {COMPANY.fax}
              </Plain>
            </li>
          </List>
        </section>
        <nav aria-label="Policies">
          <Title as="p">Information</Title>
          <List>
            {POLICY_LINKS.map((l) => (
              <li key={l.href}>
                <RouteLink href={l.href}>{l.label}</RouteLink>
              </li>
            ))}
          </List>
        </nav>
      </Inner>
      <Bottom>
        © {new Date().getFullYear()} {COMPANY.name}. Prices and availability for approved dealers
        only.
      </Bottom>
    </Bar>
  );
}
