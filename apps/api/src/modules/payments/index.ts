// The payments module (decision 039): the gateway adapter and the sandbox gateway, saved cards,
// payments and their items, idempotency keys. Features reach these tables only through here.

export { type CardCaller, deleteSavedCard, updateSavedCard } from './change-saved-cards';
export { createPaymentGateway, type GatewaySettings } from './gateway/create-payment-gateway';
export {
  gatewayServerTiming,
  type MeteredGateway,
  meterGateway,
} from './gateway/metered-gateway';
export { SIGNATURE_HEADER, signNotification } from './gateway/notification-signature';
export type {
  CardToken,
  GatewayEvent,
  GatewayOutcome,
  PaymentGateway,
} from './gateway/payment-gateway';
export { SANDBOX_GATEWAY_PATH } from './gateway/sandbox/sandbox-gateway';
export {
  type CardFormErrors,
  type CardPageResult,
  finishSandbox3ds,
  readSandboxSession,
  signSandboxNotification,
  submitSandboxCard,
  type TypedCardForm,
} from './gateway/sandbox/sandbox-hosted-page';
export { keepSavedCard } from './keep-saved-card';
export { type Payer, payShipRequests } from './pay-ship-requests';
export type { PayableShipRequest, ShipRequestPayments } from './payable-ship-requests';
export type { PaymentDeps } from './payment-deps';
export { readPaymentOutcome } from './read-payment-outcome';
export { receiveGatewayNotification } from './receive-gateway-notification';
export { resendPaymentReceipt } from './resend-payment-receipt';
export { CHARGE_IN_FLIGHT_MS, recoverStalledCardPayments } from './resume-card-payment';
export { describeCard, presentSavedCard } from './saved-card.presenter';
export { listOwnedCards, type SavedCardRow } from './saved-card.repository';
export { DEMO_SANDBOX_TOKEN, seedDemoSavedCard } from './seed-demo-saved-card';
export { type Settlement, settlePayment } from './settle-payment';
export { shipRequestPayments } from './ship-request-payments';
export { totalPaidForPackage } from './total-paid-for-package';
