export * from './packed-box-weights';
export * from './packing.schemas';
export * from './packing-checklist';
export * from './weight-difference';
