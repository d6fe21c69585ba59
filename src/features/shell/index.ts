export { Header } from './components/Header';
export { Footer } from './components/Footer';
export { ComingSoon } from './components/ComingSoon';
export { CLAIM_EMAILS, COMPANY, OFFICES, telHref, type Office } from './brand';
export { NotFoundContent } from './components/NotFoundContent';
