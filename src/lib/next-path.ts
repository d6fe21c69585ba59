// The guard sends visitors to /login?next=<where they were going>. Only same-site paths are
// honoured, so a crafted link cannot bounce a dealer to another site after sign-in.
export function nextPathFrom(search: string, fallback = '/my-account'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ next: path })}`;
}
