import { Link } from 'wouter';
import { Text } from '@ds';
import { ContentPage, Section } from '../components/ContentPage';
import {
  CONCEALED_DAMAGE_HOURS,
  LEGAL_CLAIM_LIMIT,
  RESTOCKING_FEE,
  RETURN_WINDOW_DAYS,
} from '../facts';

export default function TermsConditionsPage() {
  return (
    <ContentPage
      title="Terms & Conditions"
      lead="The terms that apply to every order placed through the dealer storefront."
    >
      <Section id="accounts" title="Dealer accounts">
        <Text>
          Prices, stock and ordering are available to approved dealers and trade customers. A dealer
          application stays pending until an administrator approves it. You are responsible for the
          orders placed with your sign-in.
        </Text>
      </Section>
      <Section id="pricing" title="Pricing and orders">
        <Text>
          Prices are shown in US dollars and are confirmed when the order is placed. A proposed 50%
          tariff is currently under watch; we will give at least four weeks&apos; notice before any
          price change. Orders are paid by card at checkout.
        </Text>
      </Section>
      <Section id="delivery" title="Delivery and freight damage">
        <ul>
          <li>Inspect every shipment on arrival.</li>
          <li>
            Unconcealed damage must be <strong>noted on the bill of lading at delivery</strong>.
          </li>
          <li>
            Concealed damage must be reported{' '}
            <strong>within {CONCEALED_DAMAGE_HOURS} hours of delivery</strong>.
          </li>
        </ul>
      </Section>
      <Section id="returns" title="Returns and warranty">
        <Text>
          Unopened and undamaged items may be returned within {RETURN_WINDOW_DAYS} days of purchase
          with a {RESTOCKING_FEE} restocking fee; assembled cabinets cannot be returned. See the{' '}
          <Link href="/return-refund-policy">Return &amp; Refund Policy</Link> and the{' '}
          <Link href="/warranty">Warranty</Link> (one-year limited, original purchaser only).
        </Text>
      </Section>
      <Section id="legal" title="Legal claims">
        <Text>
          Any legal claim arising from an order or from the use of this site must be brought{' '}
          <strong>within {LEGAL_CLAIM_LIMIT}</strong> after the claim arose. These terms are
          governed by the laws of the State of Georgia.
        </Text>
      </Section>
    </ContentPage>
  );
}
