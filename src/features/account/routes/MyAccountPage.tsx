import { useState } from 'react';
import {
  Button,
  Container,
  PageTitle,
  Section,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@ds';
import { AddressBook } from '@/features/addresses';
import { PaymentMethods } from '@/features/payments';
import { ProfileEditor } from '../components/ProfileEditor';

// Stand-in frame so the address book, cards and profile editor can be used and tested before the
// My Account frame (profile card, orders tab) replaces this page.
export default function MyAccountPage() {
  const [editingProfile, setEditingProfile] = useState(false);
  return (
    <Container>
      <Section>
        <title>My Account</title>
        <PageTitle>My Account</PageTitle>
        {editingProfile ? (
          <ProfileEditor onBack={() => setEditingProfile(false)} />
        ) : (
          <>
            <Button variant="outline" onClick={() => setEditingProfile(true)}>
              Edit Your Profile
            </Button>
            <Tabs defaultValue="addresses" css={{ marginTop: '$6' }}>
              <TabsList aria-label="My Account">
                <TabsTrigger value="addresses">Address Book</TabsTrigger>
                <TabsTrigger value="payments">My Payment Methods</TabsTrigger>
              </TabsList>
              <TabsContent value="addresses">
                <AddressBook />
              </TabsContent>
              <TabsContent value="payments">
                <PaymentMethods />
              </TabsContent>
            </Tabs>
          </>
        )}
      </Section>
    </Container>
  );
}
