export * from './auto-pay';
