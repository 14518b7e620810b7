export * from './draw';
export * from './risk-info';
export * from './disbursement-reference';
