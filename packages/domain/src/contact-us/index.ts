export * from './contact-us.schemas';
