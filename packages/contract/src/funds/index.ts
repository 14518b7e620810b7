export * from './draw';
export * from './draw-codes';
export * from './risk-info';
export * from './disbursement-reference';
