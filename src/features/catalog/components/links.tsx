// The catalog's text link is the design system's Link; the name stays for the table rows and cards.
export { Link as TextLink } from '@ds';
