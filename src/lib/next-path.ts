// The guard sends visitors to /login?next=<where they were going>. Only paths of this app are
// honoured, so a crafted link cannot bounce a dealer to another site after sign-in: browsers drop
// tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` becomes `//evil.example`.

const FALLBACK = '/my-account';
// Characters a path, query or fragment of this app may hold (RFC 3986 unreserved, sub-delims,
// ':' '@' '/' '?' '#' and percent escapes). No whitespace, no control characters, no backslash.
const SAFE_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/;
// Escapes that decode to something a path must not carry (control characters, '/', '\', '%'
// itself for double encoding, '.' for dot segments).
const RISKY_ESCAPE = /%(?:[01][0-9a-f]|7f|2f|5c|25|2e)/i;
const ORIGIN = 'https://app.invalid';

/** The path to open after sign-in, or `fallback` when `next` is missing or not a safe app path. */
export function nextPathFrom(search: string, fallback = FALLBACK): string {
  const next = new URLSearchParams(search).get('next');
  return next !== null && isAppPath(next) ? next : fallback;
}

/** True when `path` is a same-origin path that the browser resolves exactly as written. */
function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 2000) return false;
  if (!SAFE_CHARS.test(path) || RISKY_ESCAPE.test(path)) return false;
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
    decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  if (url.origin !== ORIGIN) return false;
  // Dot segments or anything else the parser rewrites means the path is not what it looks like.
  return `${url.pathname}${url.search}${url.hash}` === path && url.pathname !== '/login';
}

export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ next: path })}`;
}
