import { errorText, type ErrorFamily } from './errors';

/** What every mutation returns: failed calls are values with the text the user should see. */
export type Result<T> =
  { ok: true; data: T } | { ok: false; message: string; status: number; body: unknown };

type FetchAnswer<T> = { data?: T; error?: unknown; response: Response };

export function toResult<T>(answer: FetchAnswer<T>, family: ErrorFamily): Result<T> {
  if (answer.response.ok) return { ok: true, data: answer.data as T };
  return {
    ok: false,
    message: errorText(family, answer.error),
    status: answer.response.status,
    body: answer.error,
  };
}

/** SWR needs a thrown error to enter its error state; the message is already the user's text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function unwrap<T>(answer: FetchAnswer<T>, family: ErrorFamily): T {
  const result = toResult(answer, family);
  if (!result.ok) throw new ApiError(result.message, result.status, result.body);
  return result.data;
}
