export * from './stores';
export * from './appointments';
export * from './appointment-types';
