import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { ShipRequestPayments } from './payable-ship-requests';

/** What paying and settling use: never the whole app (house style). */
export type PaymentDeps = {
  db: Db;
  clock: Clock;
  /** The app's mailer signs the receipt's unsubscribe link; a seed's fake mailer has none. */
  mailer: Pick<Mailer, 'send'> & Partial<Pick<Mailer, 'unsubscribeLinks'>>;
  /** null when PAYMENT_GATEWAY=off: payment calls answer 503. */
  gateway: PaymentGateway | null;
  shipRequests: ShipRequestPayments;
  /** The portal's address: the return page and the notification endpoint hang off it. */
  publicUrl: string;
};

export function returnUrlOf(publicUrl: string, orderCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/payment?orderCode=${encodeURIComponent(orderCode)}`;
}

export function notifyUrlOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/payment/notifications`;
}
