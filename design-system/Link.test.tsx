import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';
import { ButtonLink, Link, isExternalHref } from './Link';

function Where() {
  const [location] = useLocation();
  return <output aria-label="location">{location}</output>;
}

function renderAt(ui: ReactNode) {
  const memory = memoryLocation({ path: '/start', record: true });
  render(
    <Router hook={memory.hook}>
      {ui}
      <Where />
    </Router>,
  );
  return memory;
}

describe('Link', () => {
  it('navigates in the app without a page load', async () => {
    const user = userEvent.setup();
    const memory = renderAt(<Link href="/password-reset">Forgot password?</Link>);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/password-reset');
    await user.click(link);
    expect(screen.getByLabelText('location')).toHaveTextContent('/password-reset');
    expect(memory.history).toEqual(['/start', '/password-reset']);
  });

  it('renders a plain anchor for mail, phone and other sites and does not route them', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <Link href="mailto:sales@example.com">Mail</Link>
        <Link href="tel:+14045550100">Call</Link>
        <Link href="https://example.com/x">Site</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+14045550100');
    const site = screen.getByRole('link', { name: 'Site' });
    expect(site).toHaveAttribute('href', 'https://example.com/x');
    // happy-dom does not follow links; the router must not have taken the click either.
    site.addEventListener('click', (e) => e.preventDefault());
    await user.click(site);
    expect(screen.getByLabelText('location')).toHaveTextContent('/start');
  });

  it('keeps the same class for in-app and external links of one variant', () => {
    renderAt(
      <>
        <Link href="/a">In</Link>
        <Link href="https://example.com">Out</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'In' }).className).toBe(
      screen.getByRole('link', { name: 'Out' }).className,
    );
  });

  it('classifies addresses', () => {
    expect(isExternalHref('/cart')).toBe(false);
    expect(isExternalHref('cart?x=1')).toBe(false);
    for (const href of ['http://a.b', 'https://a.b', 'mailto:a@b.c', 'tel:1', '//cdn.example'])
      expect(isExternalHref(href)).toBe(true);
  });
});

describe('ButtonLink', () => {
  it('is a link that navigates, calling its onClick first', async () => {
    const user = userEvent.setup();
    let clicked = 0;
    renderAt(
      <ButtonLink href="/cart" variant="secondary" size="3" onClick={() => (clicked += 1)}>
        View Cart
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'View Cart' });
    expect(link.tagName).toBe('A');
    await user.click(link);
    expect(clicked).toBe(1);
    expect(screen.getByLabelText('location')).toHaveTextContent('/cart');
  });

  it('renders an external address as a plain anchor', () => {
    renderAt(<ButtonLink href="mailto:sales@example.com">E-mail us</ButtonLink>);
    expect(screen.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
  });
});
