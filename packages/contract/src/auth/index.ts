export * from './headers';
export * from './session';
export * from './registration';
export * from './password';
export * from './trusted-device';
export * from './user-update';
export * from './user-attributes';
export * from './outbox';
