import fc from 'fast-check';
import type { Schema } from './contract-doc';

// A fast-check arbitrary for the values a JSON Schema allows: types, formats, enums, lengths,
// patterns, ranges, required and optional properties, allOf/anyOf/oneOf. Values it cannot be sure
// of are checked with ajv by the caller, so this stays small rather than complete.

/** Where a generated value may be swapped for one the server knows (own ids, examples). */
export type Hints = (name: string) => readonly unknown[];

const noHints: Hints = () => [];

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** allOf merged into one schema (properties and required lists joined). */
export function flatten(schema: Schema): Schema {
  const parts = (schema.allOf as Schema[] | undefined)?.map(flatten);
  if (!parts) return schema;
  const { allOf: _, ...rest } = schema;
  return [rest, ...parts].reduce<Schema>(
    (acc, s) => ({
      ...acc,
      ...s,
      properties: { ...(acc.properties as Schema), ...(s.properties as Schema) },
      required: [...((acc.required as string[]) ?? []), ...((s.required as string[]) ?? [])],
    }),
    {},
  );
}

/** The alternatives of anyOf/oneOf, each merged with the schema around it. */
export function branches(schema: Schema): Schema[] {
  const s = flatten(schema);
  const alts = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (!alts) return [s];
  const { anyOf: _a, oneOf: _o, ...outer } = s;
  return alts.map((alt) => flatten({ allOf: [outer, alt] }));
}

const typesOf = (s: Schema): string[] => {
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return ['string', 'integer', 'boolean', 'null'];
};

function stringArb(s: Schema): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = num(s.maxLength);
  const fits = (v: string) =>
    v.length >= minLength && (maxLength === undefined || v.length <= maxLength);
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  if (s.format === 'email')
    return fc.emailAddress().filter((v) => fits(v) && /\.[A-Za-z]{2,}$/.test(v));
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  return fc.string({ minLength, maxLength: maxLength ?? Math.max(minLength, 30) });
}

function numberArb(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const exMin = num(s.exclusiveMinimum);
  const exMax = num(s.exclusiveMaximum);
  let min = num(s.minimum) ?? (exMin === undefined ? undefined : exMin + (integer ? 1 : 0));
  let max = num(s.maximum) ?? (exMax === undefined ? undefined : exMax - (integer ? 1 : 0));
  if (integer) {
    min ??= -1_000_000;
    max ??= Math.max(min + 1_000_000, 1_000_000);
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  }
  min ??= -1_000_000;
  max ??= 1_000_000;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter((v) => (exMin === undefined || v > exMin) && (exMax === undefined || v < exMax));
}

function objectArb(s: Schema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, p]) => [
      name,
      withHints(name, valueArb(p, hints), hints),
    ]),
  );
  // A required property the schema does not describe (anyOf branches) gets any JSON value.
  for (const name of required) model[name] ??= withHints(name, fc.jsonValue(), hints);
  const minProperties = num(s.minProperties) ?? 0;
  return fc
    .record(model, { requiredKeys: [...required].filter((k) => k in model) })
    .filter((o) => Object.keys(o).length >= minProperties);
}

export function withHints(
  name: string,
  arb: fc.Arbitrary<unknown>,
  hints: Hints,
): fc.Arbitrary<unknown> {
  const known = hints(name);
  return known.length === 0 ? arb : fc.oneof(fc.constantFrom(...known), arb);
}

/** Any value the schema allows (mostly: the caller validates with ajv). */
export function valueArb(schema: Schema, hints: Hints = noHints): fc.Arbitrary<unknown> {
  const alts = branches(schema);
  if (alts.length > 1) return fc.oneof(...alts.map((b) => valueArb(b, hints)));
  const s = alts[0]!;
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const byType = typesOf(s).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArb(s);
      case 'integer':
        return numberArb(s, true);
      case 'number':
        return numberArb(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = valueArb((s.items ?? {}) as Schema, hints);
        const constraints = {
          minLength: num(s.minItems) ?? 0,
          maxLength: num(s.maxItems) ?? Math.max(num(s.minItems) ?? 0, 4),
        };
        return s.uniqueItems
          ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
          : fc.array(items, constraints);
      }
      default:
        return objectArb(s, hints);
    }
  });
  return byType.length === 1 ? byType[0]! : fc.oneof(...byType);
}

/**
 * Values near a documented example: each property of the example kept or replaced by a generated
 * one, so most requests get past the server's own rules (a real address, a known product) while
 * every field still varies.
 */
export function nearExample(schema: Schema, example: unknown, hints: Hints = noHints) {
  if (!example || typeof example !== 'object' || Array.isArray(example))
    return fc.constant(example);
  const props = Object.assign(
    {},
    ...branches(schema).map((b) => (b.properties ?? {}) as Record<string, Schema>),
  ) as Record<string, Schema>;
  return fc.record(
    Object.fromEntries(
      Object.entries(example).map(([k, v]) => [
        k,
        props[k]
          ? fc.oneof(
              // The example's ids are the demo seed's: the caller's own come first.
              {
                weight: 2,
                arbitrary: hints(k).length ? fc.constantFrom(...hints(k)) : fc.constant(v),
              },
              { weight: 1, arbitrary: withHints(k, valueArb(props[k], hints), hints) },
            )
          : fc.constant(v),
      ]),
    ),
  );
}
