export * from './inputs';
export * from './display';
