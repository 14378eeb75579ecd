// The notifications module: the header's notifications (`notifications`) and `notifyCustomer`,
// which writes one and e-mails the customer. Receiving, the storage reminders and the header's
// calls reach them only through this door (docs/decisions/027).
export type { NotificationRow } from './notification.repository';
export {
  listUnreadNotifications,
  markNotificationsRead,
  unreadNotificationsJson,
} from './notification.repository';
export type { NotifyDeps, PackageNotice } from './notify-customer';
export { notifyCustomer } from './notify-customer';
export type { IdentityNotice } from './notify-identity-reviewed';
export { notifyIdentityReviewed } from './notify-identity-reviewed';
export { notifyPaymentReceived } from './notify-payment-received';
export type { ShipmentStatusDeps, ShipmentStatusNotice } from './notify-shipment-status';
export { notifyShipmentStatus } from './notify-shipment-status';
