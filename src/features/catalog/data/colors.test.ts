import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../mocks/data/catalog';
import { COLORS } from '../../../../mocks/data/colors';
import { productImageUrl } from '../api/product-model';
import { splitSpecification } from '../components/SpecList';
import { CATALOG_STYLES } from '@/lib/cabinet-styles';
import { CABINET_COLORS, findCabinetColor } from './colors';

// Vitest runs from the repository root; the images are served from public/.
const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('local colour data (direct visits of /cabinets/{color})', () => {
  it('agrees with the style list quick order matches item codes to', () => {
    expect(CABINET_COLORS.map(({ code, name }) => ({ code, name }))).toEqual(CATALOG_STYLES);
  });

  it('has the nine colours of docs/business-rules.md#screens, in order', () => {
    expect(CABINET_COLORS.map((c) => c.name)).toEqual([
      'Thielsen Pigeon White',
      'Thielsen Pebble Gray',
      'Thielsen Sage Green',
      'Thielsen Sapphire Blue',
      'Thielsen Espresso',
      'Thielsen Primed Unfinished',
      'Atlanta White',
      'Atlanta Onyx Black',
      'Rome Pigeon White',
    ]);
  });

  it('matches the demo catalog: style code and specification bullets', () => {
    for (const color of CABINET_COLORS) {
      const served = COLORS.find((c) => c.name === color.name);
      expect(served?.code).toBe(color.code);
      expect(splitSpecification(served?.specification)).toEqual(color.specification);
    }
  });

  it('has a colour-card image for every colour', () => {
    for (const color of CABINET_COLORS) expect(existsSync(publicFile(color.imageUrl))).toBe(true);
  });

  it('finds a colour by slug, name or style code, and nothing else', () => {
    expect(findCabinetColor('thielsen-pigeon-white')?.code).toBe('TPW');
    expect(findCabinetColor('Thielsen%20Sage%20Green')?.code).toBe('TSG');
    expect(findCabinetColor('Atlanta Onyx Black')?.code).toBe('AOB');
    expect(findCabinetColor('rpw')?.name).toBe('Rome Pigeon White');
    expect(findCabinetColor('purple-haze')).toBeUndefined();
    expect(findCabinetColor('%E0%A4%A')).toBeUndefined();
  });
});

describe('product images', () => {
  it('every product the demo can serve (also the 500-row catalog) has its image file', () => {
    const missing = buildCatalog(500)
      .map((p) => productImageUrl(p.imageIndex))
      .filter((url) => !existsSync(publicFile(url)));
    expect(missing).toEqual([]);
  });
});

describe('splitSpecification', () => {
  it('turns the specification text into bullets', () => {
    expect(splitSpecification('Framed cabinet\n- Full overlay\r\n\n• Soft-close')).toEqual([
      'Framed cabinet',
      'Full overlay',
      'Soft-close',
    ]);
    expect(splitSpecification(null)).toEqual([]);
  });
});
