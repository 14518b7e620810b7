export * from './resume';
