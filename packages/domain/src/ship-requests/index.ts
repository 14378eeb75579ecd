export * from './box-weights';
export * from './quoted-total';
export * from './ship-request.schemas';
export * from './ship-request-status';
