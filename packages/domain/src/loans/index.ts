export * from './status-groups';
export * from './past-due';
export * from './dashboard';
export * from './amounts';
export * from './add-on-lock';
export * from './new-loan-offer';
export * from './due-dates';
export * from './risk-info';
