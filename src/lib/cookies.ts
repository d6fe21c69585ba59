// Session cookies follow docs/business-rules.md#session: path /, Secure and SameSite=None outside localhost,
// not Secure and SameSite=Lax on localhost (browsers refuse Secure cookies on plain http://localhost).

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost')
  );
}

export function cookieAttributes(hostname: string): string {
  return isLocalHost(hostname) ? 'path=/; SameSite=Lax' : 'path=/; Secure; SameSite=None';
}

export function readCookie(name: string, source: string = document.cookie): string | null {
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
