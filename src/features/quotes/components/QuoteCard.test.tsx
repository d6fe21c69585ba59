import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuote } from '../../../../tests/unit/builders';
import { QuoteCard } from './QuoteCard';

const card = (over: Parameters<typeof buildQuote>[0]) =>
  render(
    <ul>
      <QuoteCard quote={buildQuote(over)} run={async () => null} onDelete={() => undefined} />
    </ul>,
  );

describe('QuoteCard', () => {
  it.each(['DRAFT', 'ACCEPTED', 'EXPIRED', 'ORDERED'] as const)(
    'a %s quote can be deleted from the list',
    (status) => {
      card({ status });
      expect(screen.getByRole('button', { name: 'Delete This Quote' })).toBeEnabled();
    },
  );

  it("a team member's quote, seen by the Owner, is read: no rename, no delete, View This Quote", () => {
    card({ createdBy: 'Jordan Lee' });
    expect(screen.getByText('Saved by Jordan Lee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit PO number/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete This Quote' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View This Quote' })).toBeInTheDocument();
  });

  it.each(['PRICING_REQUESTED', 'OFFER_RECEIVED'] as const)(
    'a %s quote offers no delete: the request is withdrawn first',
    (status) => {
      card({ status });
      expect(screen.queryByRole('button', { name: 'Delete This Quote' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Edit This Quote' })).toBeInTheDocument();
    },
  );
});
