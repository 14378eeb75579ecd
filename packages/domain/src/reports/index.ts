export * from './delivery-performance';
export * from './report.schemas';
export * from './report-range';
