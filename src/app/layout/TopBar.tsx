import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { Container, styled } from '@ds';
import { COMPANY, telHref } from '@/lib/brand';
import { AccountMenu } from './AccountMenu';

const Bar = styled('div', {
  height: '$topBar',
  backgroundColor: '$secondary',
  color: '$white',
});

const Inner = styled(Container, {
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

const Contacts = styled('ul', {
  display: 'flex',
  gap: '$6',
  listReset: true,
  fontSize: '$2',
  // A phone keeps the telephone number; the e-mail address is in the footer.
  '@phone': { '& > li + li': { display: 'none' } },
});

const ContactLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  '@phone': { minHeight: '$iconButton3' },
  gap: '$2',
  color: '$white',
  textDecoration: 'none',
  pressable: { textDecoration: 'underline' },
});

/** The 50 px strip above the navigation: how to reach the seller, and who is signed in. */
export function TopBar() {
  return (
    <Bar data-testid="top-bar">
      <Inner>
        <Contacts aria-label="Contact">
          <li>
            <ContactLink href={telHref(COMPANY.phone)}>
              <Phone size={16} aria-hidden />
              <span>{COMPANY.phone}</span>
            </ContactLink>
          </li>
          <li>
            <ContactLink href={`mailto:${COMPANY.email}`}>
              <Mail size={16} aria-hidden />
              <span>{COMPANY.email}</span>
            </ContactLink>
          </li>
        </Contacts>
        <AccountMenu />
      </Inner>
    </Bar>
  );
}
