// Web Crypto instead of node:crypto, so the mock also runs in a browser (Ladle, behind MSW).
const bytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

export const randomHex = (n: number): string =>
  Array.from(bytes(n), (b) => b.toString(16).padStart(2, '0')).join('');

export const randomBase64Url = (n: number): string =>
  btoa(String.fromCharCode(...bytes(n)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
