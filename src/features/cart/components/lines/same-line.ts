/** A line's props: the item is one flat record from the server, the rest are values and handlers. */
type LineProps = { item: object };

/** Same keys, and the same value under each (Object.is). */
function sameFields(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => k in b && Object.is(a[k as keyof typeof a], b[k as keyof typeof b]));
}

/**
 * When a cart or quote line may skip rendering. Every answer to a change carries all the lines as
 * new objects, so comparing the item by identity re-rendered all 200 lines of a large cart after
 * each quantity change; the item is compared field by field, every other prop by identity.
 */
export function sameLineProps<P extends LineProps>(a: Readonly<P>, b: Readonly<P>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key as keyof P];
    const y = b[key as keyof P];
    if (key === 'item' ? !sameFields(x as object, y as object) : !Object.is(x, y)) return false;
  }
  return true;
}
