export * from './classification';
export * from './profile';
export * from './communication';
export * from './address-search';
export * from './identity-check';
export * from './zip-state';
export * from './applications';
export * from './credit-standing';
