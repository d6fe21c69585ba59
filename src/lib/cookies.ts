// Session cookies follow docs/business-rules.md#session: path / and SameSite=Lax (the app and its API are
// one origin, so no cross-site request needs them), Secure everywhere but localhost (browsers refuse
// Secure cookies on plain http://localhost).

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost')
  );
}

export function cookieAttributes(hostname: string): string {
  return isLocalHost(hostname) ? 'path=/; SameSite=Lax' : 'path=/; Secure; SameSite=Lax';
}

/**
 * Why the session cookies could not be kept here, or null when they can: plain http away from
 * localhost drops Secure cookies, and a browser may block cookies altogether (tested by writing
 * and reading back a probe cookie).
 */
export function cookieProblem(
  where: Pick<Location, 'protocol' | 'hostname'> = location,
): 'insecure' | 'blocked' | null {
  if (where.protocol === 'http:' && !isLocalHost(where.hostname)) return 'insecure';
  writeCookie('cookieProbe', '1', where.hostname);
  const kept = readCookie('cookieProbe') === '1';
  deleteCookie('cookieProbe', where.hostname);
  return kept ? null : 'blocked';
}

export function readCookie(
  name: string,
  // No document where the static shell is rendered at build time: no cookies, no session.
  source: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  hostname: string = location.hostname,
): string {
  const cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(hostname)}`;
  document.cookie = cookie;
  return cookie;
}

export function deleteCookie(name: string, hostname: string = location.hostname): string {
  const cookie = `${name}=; ${cookieAttributes(hostname)}; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  document.cookie = cookie;
  return cookie;
}
