export * from './air-waybill';
export * from './chargeable-weight';
export * from './order-number';
export * from './volumetric-weight';
