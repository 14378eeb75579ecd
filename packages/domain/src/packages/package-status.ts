/**
 * Package states (product.md "Packages (the suite)"): in_review -> action_required (with a
 * reason) -> ready_to_send -> awaiting_payment (in a ship request not paid yet) -> preparing ->
 * shipped -> delivered, with the side exits return_requested -> returned and
 * discard_requested -> discarded.
 */
export const PACKAGE_STATUSES = [
  'in_review',
  'action_required',
  'ready_to_send',
  'awaiting_payment',
  'preparing',
  'shipped',
  'delivered',
  'return_requested',
  'returned',
  'discard_requested',
  'discarded',
] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Why a package needs the customer (spec section 4: documents, item details, DGR declaration). */
export const ACTION_REASONS = ['documents', 'item_details', 'dgr'] as const;
export type ActionReason = (typeof ACTION_REASONS)[number];

/** Who moves a package: the customer from My Suite, or staff (and admins) in the console. */
export type PackageActor = 'customer' | 'staff';

/** Every allowed move, with who may make it. Anything not listed is refused. */
const TRANSITIONS: Record<PackageStatus, Partial<Record<PackageStatus, PackageActor[]>>> = {
  in_review: {
    action_required: ['staff'],
    ready_to_send: ['staff'],
    return_requested: ['customer'],
    discard_requested: ['customer'],
  },
  action_required: {
    // The customer answers (details corrected, documents uploaded): staff look again.
    in_review: ['customer', 'staff'],
    ready_to_send: ['staff'],
    return_requested: ['customer'],
    discard_requested: ['customer'],
  },
  ready_to_send: {
    // Correcting item details sends a ready package back to review (issue 4).
    in_review: ['customer'],
    action_required: ['staff'],
    preparing: ['customer', 'staff'],
    // The customer's ship request holds it until it is paid (decision 037).
    awaiting_payment: ['customer'],
    return_requested: ['customer'],
    discard_requested: ['customer'],
  },
  awaiting_payment: {
    // Cancelling the unpaid request gives it back; paying it sends it to be prepared.
    ready_to_send: ['customer'],
    preparing: ['customer'],
  },
  preparing: { shipped: ['staff'] },
  shipped: { delivered: ['staff'] },
  delivered: {},
  return_requested: { returned: ['staff'] },
  returned: {},
  discard_requested: { discarded: ['staff'] },
  discarded: {},
};

/** Whether `actor` may move a package from `from` to `to` (product.md package states). */
export function canTransition(from: PackageStatus, to: PackageStatus, actor: PackageActor) {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The states a package may move to from `from`, by anyone. */
export function nextStatuses(from: PackageStatus): PackageStatus[] {
  return Object.keys(TRANSITIONS[from]) as PackageStatus[];
}

/** Only action_required carries a reason; every other state has none. */
export function needsReason(status: PackageStatus): boolean {
  return status === 'action_required';
}

/** While a package sits in the suite it may be changed, returned, discarded and charged storage. */
export const IN_SUITE_STATUSES: readonly PackageStatus[] = [
  'in_review',
  'action_required',
  'ready_to_send',
];

export function isInSuite(status: PackageStatus): boolean {
  return IN_SUITE_STATUSES.includes(status);
}

/** A return to the shop: asked for by the customer, then done by staff (`return-request.ts`). */
export const RETURN_STATUSES: readonly PackageStatus[] = ['return_requested', 'returned'];

/** An abandon: asked for by the customer, then the package is discarded by staff. */
export const DISCARD_STATUSES: readonly PackageStatus[] = ['discard_requested', 'discarded'];

export function isDiscardRequested(status: PackageStatus): boolean {
  return DISCARD_STATUSES.includes(status);
}

/**
 * The My Suite tabs (spec section 2: ready to send, action required, in review, preparing,
 * delivered) plus the returned and discarded lists the spec says are reachable too.
 */
export const SUITE_TABS = [
  'readyToSend',
  'actionRequired',
  'inReview',
  'preparing',
  'delivered',
  'returned',
  'discarded',
] as const;
export type SuiteTab = (typeof SUITE_TABS)[number];

const TAB_OF_STATUS: Record<PackageStatus, SuiteTab> = {
  ready_to_send: 'readyToSend',
  action_required: 'actionRequired',
  in_review: 'inReview',
  // Out of the suite, in a ship request: listed with the preparing packages, badge "Awaiting payment".
  awaiting_payment: 'preparing',
  preparing: 'preparing',
  // On its way: no longer in the suite, not delivered yet; shown with the preparing packages.
  shipped: 'preparing',
  delivered: 'delivered',
  return_requested: 'returned',
  returned: 'returned',
  discard_requested: 'discarded',
  discarded: 'discarded',
};

/** The tab a package is listed under. */
export function tabOfStatus(status: PackageStatus): SuiteTab {
  return TAB_OF_STATUS[status];
}

/** The states listed under a tab. */
export function statusesOfTab(tab: SuiteTab): PackageStatus[] {
  return PACKAGE_STATUSES.filter((status) => TAB_OF_STATUS[status] === tab);
}
