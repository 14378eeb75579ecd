export * from './user-state.schemas';
