export { Heading } from './Heading';
