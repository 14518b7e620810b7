export { assertStorageKey, type StoragePort } from './port';
export { createLocalDiskStorage } from './local-disk';
export { createMemoryStorage, type MemoryStorage } from './memory';
export { loanDocumentStorageFor } from './loan-document-storage';
