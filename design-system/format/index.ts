export * from './inputs';
export * from './display';
export * from './fit-edit';
