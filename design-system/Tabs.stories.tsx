import type { Story } from '@ladle/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

export const Horizontal: Story = () => (
  <Tabs defaultValue="orders">
    <TabsList aria-label="My Account">
      <TabsTrigger value="orders">Orders</TabsTrigger>
      <TabsTrigger value="addresses">Address Book</TabsTrigger>
      <TabsTrigger value="payment">Payment Methods</TabsTrigger>
      <TabsTrigger value="profile">Profile</TabsTrigger>
      <TabsTrigger value="disabled" disabled>
        Invoices (disabled)
      </TabsTrigger>
    </TabsList>
    <TabsContent value="orders">Orders appear here.</TabsContent>
    <TabsContent value="addresses">Saved addresses.</TabsContent>
    <TabsContent value="payment">Saved cards.</TabsContent>
    <TabsContent value="profile">Name, phone and company.</TabsContent>
  </Tabs>
);

export const Vertical: Story = () => (
  <Tabs defaultValue="profile" orientation="vertical">
    <TabsList aria-label="My Account sections">
      <TabsTrigger value="orders">Orders</TabsTrigger>
      <TabsTrigger value="profile">Profile</TabsTrigger>
      <TabsTrigger value="password">Change Password</TabsTrigger>
    </TabsList>
    <TabsContent value="orders">Orders.</TabsContent>
    <TabsContent value="profile">Profile details.</TabsContent>
    <TabsContent value="password">Password form.</TabsContent>
  </Tabs>
);

export const LongText: Story = () => (
  <Tabs defaultValue="a">
    <TabsList aria-label="Product information">
      <TabsTrigger value="a">Specifications and dimensions for assembled cabinets</TabsTrigger>
      <TabsTrigger value="b">Installation guides</TabsTrigger>
    </TabsList>
    <TabsContent value="a">
      {'Solid-wood face frames and dovetail drawers. '.repeat(20)}
    </TabsContent>
    <TabsContent value="b">Guides.</TabsContent>
  </Tabs>
);
