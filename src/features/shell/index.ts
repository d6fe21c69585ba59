export { Header } from './components/Header';
export { Footer } from './components/Footer';
export { ComingSoon } from './components/ComingSoon';
