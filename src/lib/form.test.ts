import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLUR_REQUIRED, withBlurWording } from './form';

const schema = z.object({
  firstName: z.string().trim().min(1, 'First name is required.'),
  cardNumber: z.string().regex(/^\d{16}$/, 'Card Number must be exactly 16 digits.'),
});
type Values = z.infer<typeof schema>;
const resolver = withBlurWording(zodResolver(schema), {
  blurRequired: ['firstName'],
  silentOnBlur: ['cardNumber'],
});
const run = (values: Values, names: (keyof Values)[]) =>
  resolver(values, undefined, { names, fields: {}, shouldUseNativeValidation: false });

describe('withBlurWording', () => {
  it('a blank field checked on its own reads the blur text', async () => {
    const { errors } = await run({ firstName: '', cardNumber: '1' }, ['firstName']);
    expect(errors.firstName?.message).toBe(BLUR_REQUIRED);
  });
  it('the submit check keeps each field its own text', async () => {
    const { errors } = await run({ firstName: '', cardNumber: '1' }, ['firstName', 'cardNumber']);
    expect(errors.firstName?.message).toBe('First name is required.');
    expect(errors.cardNumber?.message).toBe('Card Number must be exactly 16 digits.');
  });
  it('the card number says nothing on blur', async () => {
    const { errors } = await run({ firstName: 'Sam', cardNumber: '1' }, ['cardNumber']);
    expect(errors.cardNumber).toBeUndefined();
  });
});
