export * from './amount';
export * from './cards';
export * from './card-types';
export * from './card-form';
export * from './payment';
export * from './verification';
export * from './refinance';
export * from './disclosure-acknowledgement';
