export * from './error-codes';
export * from './sign-in-error';
