import { useEffect, useState } from 'react';

type Maintenance = {
  isMaintenance: boolean;
  maintenanceTitle?: string | null;
  maintenanceDescription?: string | null;
};

// Skeleton page: proves the browser -> Vite proxy -> Prism -> mock chain end to end.
export function App() {
  const [status, setStatus] = useState<string>('Checking the demo API…');
  useEffect(() => {
    let live = true;
    fetch('/api/maintenance')
      .then((r) =>
        r.ok ? (r.json() as Promise<Maintenance>) : Promise.reject(new Error(String(r.status))),
      )
      .then((m) => live && setStatus(m.isMaintenance ? 'Site Under Maintenance' : 'Demo API is up'))
      .catch(() => live && setStatus('Demo API is unreachable'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <main>
      <h1>Dealer Storefront</h1>
      <p role="status">{status}</p>
    </main>
  );
}
