export * from './documents';
export * from './uploads';
export * from './payoff-quote';
