export * from './air-waybill';
export * from './chargeable-weight';
export * from './order-number';
export * from './shipment-weight';
export * from './volumetric-weight';
