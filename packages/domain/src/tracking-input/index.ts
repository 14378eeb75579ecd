// The tracking search's input rules without zod (like enquiry-forms): the home page imports this
// area, not `tracking`, whose index pulls in schema modules that build zod objects on load, and a
// zod object built on a public page trips its CSP (apps/web/src/lib/zod-jitless.ts).
export * from '../tracking/parse-tracking-input';
