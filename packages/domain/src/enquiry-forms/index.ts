export * from './enquiry-forms';
