import type { Story } from '@ladle/react';
import { ChevronDown, LogOut, ReceiptText, User } from 'lucide-react';
import { Button } from './Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

function AccountMenu({ open }: { open?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 600, minHeight: 260 }}>
      <DropdownMenu defaultOpen={open} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            My Account <ChevronDown size={16} aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>dealer@example.com</DropdownMenuLabel>
          <DropdownMenuItem>
            <User size={16} aria-hidden /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem>
            <ReceiptText size={16} aria-hidden /> Orders
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Invoices (disabled)</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger">
            <LogOut size={16} aria-hidden /> Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

export const Closed: Story = () => <AccountMenu />;
export const Open: Story = () => <AccountMenu open />;
