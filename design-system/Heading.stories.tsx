import type { Story } from '@ladle/react';
import { Heading } from './Heading';

export const Default: Story = () => <Heading>Dealer Login</Heading>;
