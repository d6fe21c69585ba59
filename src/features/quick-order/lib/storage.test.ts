import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorage, designAddedAt, saveDesignAdded } from './storage';

describe('designs added to the cart', () => {
  beforeEach(() => localStorage.clear());

  it('are remembered by fingerprint and survive Add to Cart and Clear All', () => {
    expect(designAddedAt('a')).toBeNull();
    saveDesignAdded('a', new Date('2026-12-04T10:00:00Z'));
    clearStorage();
    expect(designAddedAt('a')).toBe('2026-12-04T10:00:00.000Z');
    expect(designAddedAt('b')).toBeNull();
  });

  it('keep the last 50, forgetting the oldest; a design added again counts as newest', () => {
    for (let i = 0; i < 50; i += 1) saveDesignAdded(`d${i}`, new Date(2026, 0, 1 + i));
    saveDesignAdded('d0', new Date(2026, 5, 1));
    saveDesignAdded('new', new Date(2026, 5, 2));
    expect(designAddedAt('d0')).not.toBeNull();
    expect(designAddedAt('d1')).toBeNull();
    expect(designAddedAt('d2')).not.toBeNull();
    expect(designAddedAt('new')).not.toBeNull();
  });

  it('read nothing from storage that is not a record of them', () => {
    localStorage.setItem('quickOrderDesigns', '["a"]');
    expect(designAddedAt('0')).toBeNull();
    localStorage.setItem('quickOrderDesigns', '{not json');
    expect(designAddedAt('a')).toBeNull();
    saveDesignAdded('a', new Date('2026-12-04T10:00:00Z'));
    expect(designAddedAt('a')).toBe('2026-12-04T10:00:00.000Z');
  });
});
