import { Link } from 'wouter';
import { Text } from '@ds';
import { ClaimEmails } from '../components/ClaimEmails';
import { ContentPage, Section } from '../components/ContentPage';
import { CONCEALED_DAMAGE_HOURS } from '../facts';

export default function WarrantyPage() {
  return (
    <ContentPage
      title="Warranty"
      lead="Our cabinets are built to last; this is what we promise if something is wrong."
    >
      <Section id="coverage" title="One-year limited warranty">
        <Text>
          Every cabinet, vanity and hardware item we sell carries a{' '}
          <strong>one-year limited warranty</strong> against defects in materials and workmanship,
          starting on the date of delivery.
        </Text>
        <Text>
          The warranty covers the <strong>original purchaser only</strong> and cannot be transferred
          to a later owner of the product or the property.
        </Text>
      </Section>
      <Section id="exclusions" title="What is not covered">
        <ul>
          <li>Damage from improper installation, misuse, water, heat or excessive humidity.</li>
          <li>Normal wear, and the natural variation of colour and grain in solid wood.</li>
          <li>Products altered or refinished after delivery.</li>
          <li>
            Freight damage: report concealed damage within {CONCEALED_DAMAGE_HOURS} hours of
            delivery and note visible damage on the bill of lading.
          </li>
        </ul>
      </Section>
      <Section id="claims" title="Making a claim">
        <Text>
          E-mail your order number, photos and a short description to the claims office for your
          region. We repair or replace the defective part at our choice.
        </Text>
        <ClaimEmails />
        <Text>
          The full warranty document is on the <Link href="/download">Download</Link> page.
        </Text>
      </Section>
    </ContentPage>
  );
}
