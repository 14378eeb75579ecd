export * from './box-measures';
export * from './label-airports';
export * from './packing.schemas';
export * from './packing-checklist';
export * from './ship-request-charge';
export * from './weight-difference';
