export * from './edi-booking.schemas';
export * from './edi-booking-columns';
export * from './edi-booking-row.schema';
