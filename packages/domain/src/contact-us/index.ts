export * from '../enquiry-forms';
export * from './contact-us.schemas';
