export * from './password';
export * from './ssn';
