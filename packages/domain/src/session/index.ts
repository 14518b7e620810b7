export * from './error-codes';
export * from './sign-in-error';
export * from './throttle-window';
export * from './sign-in-throttle';
export * from './code-send-throttle';
export * from './sign-in-failure';
export * from './passkeys';
export * from './profile-sign-in';
