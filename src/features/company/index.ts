import { lazy } from 'react';
export {
  refreshApprovalRequests,
  submitForApproval,
  useApprovalRequest,
  usePendingApprovalCount,
  type ApprovalRequest,
} from './api/approvals';
// The tabs load with their forms only when opened: they keep react-hook-form and the schemas
// out of the first load of /my-account.
export const CompanyUsers = /* @__PURE__ */ lazy(() =>
  import('./components/CompanyUsers').then((m) => ({ default: m.CompanyUsers })),
);
export const ApprovalRequests = /* @__PURE__ */ lazy(() =>
  import('./components/ApprovalRequests').then((m) => ({ default: m.ApprovalRequests })),
);
