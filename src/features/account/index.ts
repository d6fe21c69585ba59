export {
  useAccount,
  fetchAccount,
  updateAccountInfo,
  accountKey,
  type AccountInfo,
  type AccountUpdate,
} from './api/account';
export { ProfileEditor } from './components/ProfileEditor';
