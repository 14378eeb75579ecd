// Loaded when the contact form first checks a field (decision 036), after lib/zod-jitless.ts
// (see `loadContactEnquirySchema`): zod and the form's schema stay out of the page's first scripts.
export { ContactEnquiryBodySchema } from '@skyparcel/domain/contact-us';
