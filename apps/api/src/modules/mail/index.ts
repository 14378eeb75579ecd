// The mail module: the outbox (`mail_outbox`), the mailer that writes it, the worker that drains
// it and the one mail layout. Features send mail and read the outbox only through this door
// (docs/decisions/027).
export type { NewOutboxMail, OutboxBacklog, OutboxMail } from './mail-outbox.repository';
export { listOutboxMail, readOutboxBacklog } from './mail-outbox.repository';
export type { MailWorker } from './mail-worker';
export type { Mailer, OutgoingMail, SmtpState } from './mailer';
export { createMailer } from './mailer';
export type { MailContent } from './render-mail';
export { renderMail } from './render-mail';
export type { UnsubscribeLinks } from './unsubscribe-links';
export { createUnsubscribeLinks } from './unsubscribe-links';
