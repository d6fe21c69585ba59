import { createServer } from 'node:http';

// Skeleton mock; the contract issue replaces it with the full stateful demo API.
const port = Number(process.env.MOCK_PORT ?? 4011);
let maintenance = { isMaintenance: false, maintenanceTitle: null, maintenanceDescription: null };

createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/maintenance') return send(200, maintenance);
  if (req.method === 'POST' && url.pathname === '/__reset') {
    maintenance = { isMaintenance: false, maintenanceTitle: null, maintenanceDescription: null };
    return send(200, { ok: true });
  }
  if (req.method === 'POST' && url.pathname === '/__maintenance') {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      try {
        maintenance = JSON.parse(raw);
        send(200, maintenance);
      } catch {
        send(400, { error: 'Invalid JSON body.' });
      }
    });
    return;
  }
  send(404, { error: 'Not found.' });
}).listen(port, '127.0.0.1', () => console.log(`mock listening on http://127.0.0.1:${port}`));
