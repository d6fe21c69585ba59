// Compare Styles: the cart and the quote detail show the button; the dialog loads when opened.
export { CompareStylesButton } from './components/CompareStylesButton';
export type { CompareSource } from './components/types';
