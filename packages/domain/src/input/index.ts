export * from './bounded-input';
export * from './nul-free';
