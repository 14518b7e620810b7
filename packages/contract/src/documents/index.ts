export * from './documents';
export * from './uploads';
export * from './upload-fields';
export * from './payoff-quote';
