import type { Operation } from './contract-doc';

// One generated request: what is sent, how it is sent, and the curl command that sends it again.

export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Absent: no body. A string is sent as it is (a malformed JSON body), anything else as JSON. */
  body?: unknown;
  /** False for the variant that leaves the access token out. */
  signedIn: boolean;
  /** The variant that sends a token the server never issued. */
  unknownToken?: boolean;
}

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Where the fuzzer's traffic comes from, for the API's per-client limits (its sign-in is apart). */
export const FUZZ_CLIENT = '10.46.0.2';

const UNKNOWN_TOKEN = 'Bearer not-a-token-the-server-issued';

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function buildRequest(base: string, op: Operation, input: Input, token: string): Sent {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(text(input.path[name])),
  );
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query)) if (v !== undefined) query.append(k, text(v));
  const qs = query.toString();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': FUZZ_CLIENT,
  };
  if (input.unknownToken) headers.authorization = UNKNOWN_TOKEN;
  else if (input.signedIn && token) headers.authorization = `Bearer ${token}`;
  const sent: Sent = { method: op.method, url: `${base}${path}${qs ? `?${qs}` : ''}`, headers };
  if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    sent.body = typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
  }
  return sent;
}

/** Requests sent so far, for the run's last line. */
export const sentCount = { value: 0 };

export async function send(sent: Sent): Promise<Reply> {
  sentCount.value += 1;
  const res = await fetch(sent.url, {
    method: sent.method,
    headers: sent.headers,
    ...(sent.body === undefined ? {} : { body: sent.body }),
  });
  const body = await res.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: body,
    json,
  };
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The request as a shell command; the access token is left as $TOKEN. */
export function curl(sent: Sent): string {
  const parts = ['curl', '-i', '-X', sent.method, quote(sent.url)];
  for (const [k, v] of Object.entries(sent.headers))
    parts.push(
      '-H',
      k === 'authorization' && v !== UNKNOWN_TOKEN
        ? '"authorization: Bearer $TOKEN"'
        : quote(`${k}: ${v}`),
    );
  if (sent.body !== undefined) parts.push('--data-raw', quote(sent.body));
  return parts.join(' ');
}
