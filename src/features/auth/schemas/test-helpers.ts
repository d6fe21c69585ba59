import type { z } from '@/lib/zod';

/** The message the form would show for `field` (react-hook-form shows the first issue). */
export function messageFor(schema: z.ZodMiniType, values: unknown, field: string): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message ?? null;
}
