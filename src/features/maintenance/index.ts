export {
  useMaintenance,
  fetchMaintenance,
  maintenanceKey,
  MAINTENANCE_DEFAULTS,
  type Maintenance,
} from './api/maintenance';
