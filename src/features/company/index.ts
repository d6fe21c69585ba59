import { lazy } from 'react';
// The tab loads with its forms only when the Owner opens it: it keeps react-hook-form and the
// schemas out of the first load of /my-account.
export const CompanyUsers = /* @__PURE__ */ lazy(() =>
  import('./components/CompanyUsers').then((m) => ({ default: m.CompanyUsers })),
);
