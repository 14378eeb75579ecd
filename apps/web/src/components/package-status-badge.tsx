import type { ActionReason, PackageStatus } from '@skyparcel/domain/packages';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { type MessageKey, useTranslation } from '@/lib/i18n';

type Tone = NonNullable<BadgeProps['tone']>;

/**
 * One colour per package state, the same in My Suite, the package page and the staff console:
 * green where the package can go on (ready, delivered), amber where the customer must act, red
 * once it is gone for good. The colour only repeats the words.
 */
export const PACKAGE_STATUS_TONE: Record<PackageStatus, Tone> = {
  in_review: 'info',
  action_required: 'warning',
  ready_to_send: 'success',
  // The customer's turn: the cart waits for their payment.
  awaiting_payment: 'warning',
  preparing: 'neutral',
  shipped: 'neutral',
  delivered: 'success',
  return_requested: 'neutral',
  returned: 'neutral',
  discard_requested: 'neutral',
  discarded: 'danger',
};

/** Who reads the badge: customers read the suite's words ("Abandon requested"), staff their own. */
export type StatusReader = 'customer' | 'staff';

/** The text key of a state for its reader. */
export function packageStatusLabelKey(status: PackageStatus, reader: StatusReader): MessageKey {
  return reader === 'staff' ? `operator.packageStatus.${status}` : `suite.status.${status}`;
}

export type PackageStatusBadgeProps = {
  status: PackageStatus;
  reader: StatusReader;
  /** Shown after the state for staff ("Action required: Item details"). */
  reason?: ActionReason | null | undefined;
};

/** A package's state in words (never by colour alone), with the reason when one is given. */
export function PackageStatusBadge({ status, reader, reason }: PackageStatusBadgeProps) {
  const { t } = useTranslation();
  const label = t(packageStatusLabelKey(status, reader));
  const reasonKey: MessageKey | null = reason
    ? reader === 'staff'
      ? `operator.package.reasons.${reason}`
      : `packages.reasons.${reason}`
    : null;
  return (
    <Badge tone={PACKAGE_STATUS_TONE[status]}>
      {reasonKey ? `${label}: ${t(reasonKey)}` : label}
    </Badge>
  );
}
