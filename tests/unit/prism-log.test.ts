// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanPrismLog } from '../../scripts/check-prism-log.mjs';

const spec = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');

// Lines as Prism 5.14 writes them (captured from a gate in front of an upstream that broke the
// contract, and from refused requests).
const log = `
[7:26:57 AM] › [HTTP SERVER] get /maintenance ℹ  info      Request received
[7:26:57 AM] ›     [PROXY] ℹ  info      The upstream call to /maintenance has returned 200
[7:26:57 AM] › [HTTP SERVER] get /maintenance ✖  error     Request terminated with error: https://stoplight.io/prism/errors#VIOLATIONS: Request/Response not valid
[7:26:58 AM] › [HTTP SERVER] post /accounts/login ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request
[7:26:59 AM] › [HTTP SERVER] get /carts/all-quotes ✖  error     Request terminated with error: https://stoplight.io/prism/errors#VIOLATIONS: Request/Response not valid
[7:27:00 AM] › [HTTP SERVER] delete /carts/7001/items/9 ✖  error     Request terminated with error: https://stoplight.io/prism/errors#VIOLATIONS: Request/Response not valid
[7:27:01 AM] › [HTTP SERVER] get /accounts/me ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNAUTHORIZED: Invalid security scheme used
`;

describe('Prism log scan', () => {
  it('names the operation of every answer that broke the contract, and nothing else', () => {
    expect(scanPrismLog(log, spec).map((v) => `${v.operationId} ${v.path}`)).toEqual([
      'getMaintenance /maintenance',
      'listQuotes /carts/all-quotes',
      'deleteQuoteItem /carts/7001/items/9',
    ]);
  });

  it('a clean log has no violations', () => {
    expect(scanPrismLog(log.replace(/VIOLATIONS/g, 'NOT_FOUND'), spec)).toEqual([]);
  });
});
