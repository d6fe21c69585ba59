import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Printer from 'lucide-react/icons/printer';
import { Card, CardTitle, PageTitle, Text, styled } from '@ds';
import { TwoColumnPage } from '@/components/TwoColumnPage';
import { COMPANY, OFFICES, telHref } from '@/lib/brand';
import { ContactForm } from '../components/ContactForm';
import { useDocumentTitle } from '@/lib/document-title';
import { CONTACT_ASIDE } from '../sizes';

const Lines = styled('ul', {
  listReset: true,
  display: 'grid',
  gap: '$3',
  '& li': { display: 'flex', gap: '$3', alignItems: 'flex-start' },
  '& svg': { flexShrink: 0, marginTop: '$nudgeMd', color: '$primary' },
});

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <TwoColumnPage
      columns={{
        gridTemplateColumns: `minmax(0, 1fr) ${CONTACT_ASIDE}`,
        // Under 1100 px the ways to reach us go below the form.
        '@narrow': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '$7' },
      }}
    >
      <section aria-labelledby="contact-title">
        <PageTitle id="contact-title">Contact Us</PageTitle>
        <Text tone="muted" css={{ marginBottom: '$6' }}>
          Questions about products, pricing or an order? Send us a message and our team will get
          back to you within one business day.
        </Text>
        <ContactForm />
      </section>
      <Card as="aside" variant="muted" padding="3" aria-label="Other ways to reach us">
        <CardTitle as="h2">Reach Us Directly</CardTitle>
        <Lines>
          <li>
            <Phone size={18} aria-hidden />
            <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
          </li>
          <li>
            <Printer size={18} aria-hidden />
            <span>Fax {COMPANY.fax}</span>
          </li>
          <li>
            <Mail size={18} aria-hidden />
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </li>
          {OFFICES.map((o) => (
            <li key={o.city}>
              <MapPin size={18} aria-hidden />
              <span>
                <strong>{o.city}</strong>
                <br />
                {o.street}, {o.cityLine}
              </span>
            </li>
          ))}
        </Lines>
      </Card>
    </TwoColumnPage>
  );
}
