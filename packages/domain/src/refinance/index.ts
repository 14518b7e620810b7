export * from './refinance';
export * from './terms';
export * from './ancillary';
export * from './cosignature';
export * from './cash-out';
