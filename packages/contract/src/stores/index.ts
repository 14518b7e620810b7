export * from './stores';
export * from './appointments';
