export { startActing, stopActing } from './api/acting';
export { StopActingButton } from './components/StopActingButton';
