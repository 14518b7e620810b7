export * from './location';
