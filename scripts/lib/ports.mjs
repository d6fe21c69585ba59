// Waiting for the demo stack: one copy for every script that starts or probes it.
import net from 'node:net';

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export function waitForPort(port, timeoutMs = 30_000, intervalMs = 100) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`port ${port} did not open in ${timeoutMs} ms`));
        else setTimeout(attempt, intervalMs);
      });
    };
    attempt();
  });
}

/** Resolves once `url` answers with a 2xx status (an open port is not enough for a server still starting). */
export async function waitForUrl(url, timeoutMs = 60_000, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
