import { Link } from 'wouter';
import { Text } from '@ds';
import { COMPANY, OFFICES } from '@/lib/brand';
import { ContentPage, Section } from '../components/ContentPage';

export default function AboutUsPage() {
  return (
    <ContentPage
      title="About Us"
      lead={`${COMPANY.name} sells solid-wood cabinetry factory-direct to the trade.`}
    >
      <Section id="what" title="What we make">
        <Text>
          Framed, full-overlay kitchen cabinets and bathroom vanities in nine finishes, built with
          half-inch plywood boxes, dovetail drawers and soft-close glides, plus cabinet hardware and
          the Richelieu line.
        </Text>
      </Section>
      <Section id="dealers" title="For dealers">
        <Text>
          Approved dealers, builders, remodelers and designers price, quote and order online all
          day, with one-step checkout and downloadable quotes and invoices.{' '}
          <Link href="/signup">Become a dealer</Link> and an administrator will review your
          application.
        </Text>
      </Section>
      <Section id="offices" title="Our offices">
        <ul>
          {OFFICES.map((o) => (
            <li key={o.city}>
              <strong>{o.city}</strong> ({o.region.toLowerCase()}): {o.street}, {o.cityLine}
              {o.note ? `. ${o.note}.` : ''}
            </li>
          ))}
        </ul>
        <Text>Installation services are offered through the Atlanta office only.</Text>
      </Section>
    </ContentPage>
  );
}
