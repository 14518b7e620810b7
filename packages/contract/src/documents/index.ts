export * from './documents';
export * from './uploads';
