import { Text } from '@ds';
import { COMPANY } from '@/lib/brand';
import { ContentPage, Section } from '../components/ContentPage';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What we collect when you use the dealer storefront, and what we do with it."
    >
      <Section id="collect" title="What we collect">
        <ul>
          <li>Account details you give us: name, company, e-mail, phone and addresses.</li>
          <li>Order history, carts and saved quotes.</li>
          <li>
            Payment cards are stored by our payment processor; we keep only the masked number and
            the billing address.
          </li>
          <li>Messages you send through the contact form.</li>
        </ul>
      </Section>
      <Section id="use" title="How we use it">
        <Text>
          To review dealer applications, price and fulfil orders, answer your questions and keep
          your account secure. We do not sell personal information.
        </Text>
      </Section>
      <Section id="cookies" title="Cookies and browser storage">
        <Text>
          Sign-in cookies keep you signed in; browser storage remembers your quick-order list and
          discount code. Signing out removes both.
        </Text>
      </Section>
      <Section id="contact" title="Questions">
        <Text>
          Write to <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> to see, correct or delete
          the information we hold about you.
        </Text>
      </Section>
    </ContentPage>
  );
}
