// Which API the contract suite and the contract fuzzer talk to, and as whom, read from the
// variables `npm run test:contract` and `npm run test:fuzz` set (docs/api.md): one definition of
// the staging defaults for both.

type Env = Record<string, string | undefined>;

export interface Account {
  email: string;
  password: string;
}

export interface ApiTarget {
  /** Base URL without a trailing slash. */
  base: string;
  /** True when testing the local demo stack, whose seed data is known and may be reset. */
  isLocal: boolean;
  /** Calls that change server state run locally, or elsewhere only with --mutating. */
  mutating: boolean;
  credentials: Account;
  /** The second account of the isolation checks, when one is given. */
  second: Account | null;
}

export function apiTarget(env: Env = process.env): ApiTarget {
  const isLocal = !env.CONTRACT_BASE_URL;
  const email2 = env.CONTRACT_EMAIL_2;
  const password2 = env.CONTRACT_PASSWORD_2;
  return {
    // Locally the Prism gate on API_PORT; elsewhere the API given by --base-url.
    base: (env.CONTRACT_BASE_URL ?? `http://127.0.0.1:${env.API_PORT ?? '4010'}`).replace(
      /\/$/,
      '',
    ),
    isLocal,
    mutating: isLocal || env.CONTRACT_MUTATING === '1',
    credentials: {
      email: env.CONTRACT_EMAIL ?? 'dealer@example.com',
      password: env.CONTRACT_PASSWORD ?? 'Dealer#2026',
    },
    second: email2 && password2 ? { email: email2, password: password2 } : null,
  };
}

/** The reason every state-changing check is skipped against a non-local API without --mutating. */
export const READ_ONLY_REASON =
  'changes server state: pass --mutating to run it against a non-local API';
