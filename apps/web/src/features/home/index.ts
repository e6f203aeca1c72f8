export * from './HomePage';
