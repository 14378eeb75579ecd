export * from './title-case';
