export * from './draw';
export * from './draw-poll';
