import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

// In this order: the first test is the app's first paint, the second a part mounted after it.
describe('AfterFirstPaint', () => {
  it('shows the fallback on the first draw, then the part once the page has painted', async () => {
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>menu</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('menu')).not.toBeInTheDocument();
    expect(await screen.findByText('menu')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('draws a part mounted after the first paint at once, without the fallback', () => {
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>footer</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });
});
