export * from './refinance';
export * from './terms';
export * from './ancillary';
