export * from './events';
export * from './consent';
