export * from './facts';
export * from './amount-rules';
export * from './cards';
export * from './errors';
export * from './business-date';
export * from './alternate';
export * from './posting-date';
export * from './outcome';
