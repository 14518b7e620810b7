export * from './messages';
export * from './account-documents';
export * from './statements';
