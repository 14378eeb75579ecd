import type { Db } from '@skyparcel/db';
import type { Clock } from '../../../lib/clock';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';

export type GatewaySettings = {
  /** PAYMENT_GATEWAY: an adapter's name, or `off`. */
  kind: 'sandbox' | 'off';
  db: Db;
  secret: string;
  publicUrl: string;
  clock: Clock;
};

/**
 * The adapter the settings name (decision 039): how a real provider is added is one more case
 * here, its adapter file beside the sandbox's, and its settings in plugins/env.ts. `off` is no
 * gateway: payment calls answer 503.
 */
export function createPaymentGateway(settings: GatewaySettings): PaymentGateway | null {
  switch (settings.kind) {
    case 'sandbox':
      return createSandboxGateway(settings);
    case 'off':
      return null;
  }
}
