import { isDeepStrictEqual } from 'node:util';
import type { Operation } from './contract-doc';
import { buildRequest, send } from './http';

// What a dealer holds, read back through the document's own reads: every signed-in GET without
// required parameters (the cart, quotes, cards, addresses, orders, the profile ...). A refused
// write must leave the reads of its tag equal; the ids in them feed the generators (own ids) and
// the isolation check (the other dealer's ids).

export class Holdings {
  private cache = new Map<string, unknown>();
  /** Reads whose answer differs between two calls in a row (a clock in it) compare nothing. */
  private stable: Operation[] = [];

  constructor(
    private readonly base: string,
    /** The session's access token now (the fuzzer signs in again when a case ends it). */
    private readonly token: () => string,
    readonly reads: Operation[],
  ) {}

  static readsOf(ops: Operation[]): Operation[] {
    return ops.filter((op) => op.readOnly && !op.public && !op.params.some((p) => p.required));
  }

  async init(): Promise<this> {
    const first = await this.readAll(this.reads);
    const second = await this.readAll(this.reads);
    this.stable = this.reads.filter((r) => isDeepStrictEqual(first.get(r.id), second.get(r.id)));
    return this;
  }

  /** The reads that tell whether `op` changed anything: the stable ones of its tags. */
  readsFor(op: Operation): Operation[] {
    return this.stable.filter((r) => r.tags.some((t) => op.tags.includes(t)));
  }

  private async readOne(op: Operation): Promise<unknown> {
    const reply = await send(
      buildRequest(this.base, op, { path: {}, query: {}, signedIn: true }, this.token()),
    );
    return { status: reply.status, body: reply.json ?? reply.text };
  }

  /** Whether the session still works (its first read answers anything but 401). */
  async signedIn(): Promise<boolean> {
    const first = this.reads[0];
    return !first || ((await this.readOne(first)) as { status: number }).status !== 401;
  }

  async readAll(reads: Operation[]): Promise<Map<string, unknown>> {
    const out = new Map<string, unknown>();
    for (const r of reads) out.set(r.id, await this.readOne(r));
    return out;
  }

  /** The reads as last seen (read now when a write may have changed them since). */
  async current(reads: Operation[]): Promise<Map<string, unknown>> {
    const out = new Map<string, unknown>();
    for (const r of reads) {
      if (!this.cache.has(r.id)) this.cache.set(r.id, await this.readOne(r));
      out.set(r.id, this.cache.get(r.id));
    }
    return out;
  }

  /** After a write that succeeded: everything may have changed. */
  forget(): void {
    this.cache.clear();
  }

  /** Reads `reads` again; the name of the first whose answer differs from `before`, else null. */
  async changedSince(before: Map<string, unknown>): Promise<string | null> {
    let changed: string | null = null;
    for (const [id, value] of before) {
      const now = await this.readOne(this.reads.find((r) => r.id === id)!);
      this.cache.set(id, now);
      if (!changed && !isDeepStrictEqual(now, value)) changed = id;
    }
    return changed;
  }

  /**
   * Ids found in the reads, by property name, and for `<thing>Id` also the `id`s of a read whose
   * path names the thing (quoteId: the ids of /carts/all-quotes). `near` keeps the reads whose
   * path starts like `path` (an id in /address-books/{id} comes from /address-books/all).
   */
  async ids(near?: string): Promise<Map<string, unknown[]>> {
    const segment = near?.split('/')[1];
    const out = new Map<string, unknown[]>();
    const add = (name: string, v: unknown) => {
      const list = out.get(name) ?? [];
      if (!list.includes(v) && list.length < 20) list.push(v);
      out.set(name, list);
    };
    const reads = this.reads.filter((r) => !segment || r.path.split('/')[1] === segment);
    const answers = await this.current(reads);
    for (const r of reads) {
      const { body } = answers.get(r.id) as { body: unknown };
      const things = r.path.split(/[/-]/).map((w) => w.replace(/s$/, ''));
      walk(body, (name, v) => {
        add(name, v);
        if (name === 'id') for (const t of things) if (t) add(`${t}Id`, v);
      });
    }
    return out;
  }
}

function walk(node: unknown, visit: (name: string, value: unknown) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (/id$/i.test(k) && (typeof v === 'number' || typeof v === 'string')) visit(k, v);
    else walk(v, visit);
  }
}
