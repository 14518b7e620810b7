export * from './resume';
export * from './origination';
export * from './phone-queue';
export * from './product-requirements';
