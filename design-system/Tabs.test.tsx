import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

describe('Tabs keyboard', () => {
  it('moves between tabs with arrow keys, Home and End, skipping disabled ones (wrapping around)', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="orders">
        <TabsList aria-label="My Account">
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="addresses">Address Book</TabsTrigger>
          <TabsTrigger value="invoices" disabled>
            Invoices
          </TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">Orders panel</TabsContent>
        <TabsContent value="addresses">Addresses panel</TabsContent>
        <TabsContent value="invoices">Invoices panel</TabsContent>
        <TabsContent value="profile">Profile panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'My Account' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Address Book' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Address Book' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Addresses panel');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile panel');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveAttribute('tabindex', '0');
  });
});
