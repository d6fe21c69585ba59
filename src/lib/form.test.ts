import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BLUR_REQUIRED, lazyResolver, withBlurWording } from './form';

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

describe('lazyResolver', () => {
  const options = { names: undefined, fields: {}, shouldUseNativeValidation: false };

  it('loads the schema on the first check, once, and answers with it', async () => {
    const load = vi.fn(async () => zodResolver(schema) as Resolver<Values>);
    const lazy = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const first = await lazy({ firstName: '', cardNumber: '1' }, undefined, options);
    expect(first.errors.firstName?.message).toBe('First name is required.');
    const second = await lazy(
      { firstName: 'Sam', cardNumber: '4111111111111111' },
      undefined,
      options,
    );
    expect(second.errors).toEqual({});
    expect(second.values).toEqual({ firstName: 'Sam', cardNumber: '4111111111111111' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('two checks while the schema is loading share one load', async () => {
    let finish: (r: Resolver<Values>) => void = () => {};
    const load = vi.fn(() => new Promise<Resolver<Values>>((r) => (finish = r)));
    const lazy = lazyResolver(load);
    const a = lazy({ firstName: '', cardNumber: '1' }, undefined, options);
    const b = lazy({ firstName: 'Sam', cardNumber: '1' }, undefined, options);
    finish(zodResolver(schema) as Resolver<Values>);
    expect((await a).errors.firstName).toBeDefined();
    expect((await b).errors.firstName).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again on the next check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(zodResolver(schema) as Resolver<Values>);
    const lazy = lazyResolver(load);
    await expect(lazy({ firstName: '', cardNumber: '1' }, undefined, options)).rejects.toThrow(
      'chunk failed',
    );
    const retried = await lazy({ firstName: '', cardNumber: '1' }, undefined, options);
    expect(retried.errors.firstName?.message).toBe('First name is required.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
