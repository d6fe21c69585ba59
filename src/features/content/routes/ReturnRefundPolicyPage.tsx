import { Text } from '@ds';
import { ClaimEmails } from '../components/ClaimEmails';
import { ContentPage, Section } from '../components/ContentPage';
import { CONCEALED_DAMAGE_HOURS, REFUND_HOURS, RESTOCKING_FEE, RETURN_WINDOW_DAYS } from '../facts';

export default function ReturnRefundPolicyPage() {
  return (
    <ContentPage
      title="Return & Refund Policy"
      lead="What can come back, how to send it, and when the money is returned."
    >
      <Section id="returns" title="Returns">
        <ul>
          <li>
            Returns must arrive at our warehouse{' '}
            <strong>within {RETURN_WINDOW_DAYS} days of purchase</strong>.
          </li>
          <li>
            We accept <strong>unopened and undamaged items only</strong>, in their original
            packaging.
          </li>
          <li>
            <strong>Assembled cabinets cannot be returned.</strong> Order assembly only when the
            layout is final.
          </li>
          <li>
            Every return is subject to a <strong>{RESTOCKING_FEE} restocking fee</strong>.
          </li>
        </ul>
      </Section>
      <Section id="authorization" title="Return authorization">
        <Text>
          Before shipping anything back, request a return authorization form by e-mail from the
          claims office for your region. Returns that arrive without an authorization cannot be
          accepted.
        </Text>
        <ClaimEmails />
      </Section>
      <Section id="refunds" title="Refunds">
        <Text>
          Once the returned items are received and inspected, the refund (less the restocking fee)
          is issued to the original payment method and takes{' '}
          <strong>up to {REFUND_HOURS} hours</strong> to process.
        </Text>
      </Section>
      <Section id="damage" title="Freight damage">
        <ul>
          <li>
            Unconcealed damage (visible on the outside of the packaging) must be{' '}
            <strong>noted on the bill of lading at delivery</strong>, before you sign for the
            shipment.
          </li>
          <li>
            Concealed damage must be reported{' '}
            <strong>within {CONCEALED_DAMAGE_HOURS} hours of delivery</strong>, with photos, to the
            claims addresses above.
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
