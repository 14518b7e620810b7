export * from './personal-info';
export * from './bank-info';
export * from './address-lookup';
export * from './marketing';
export * from './customer-records';
export * from './reminders';
