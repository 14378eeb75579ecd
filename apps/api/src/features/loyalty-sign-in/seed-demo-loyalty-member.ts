import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { findUserByEmail } from '../../modules/users';
import { findDemoMemberBySubject, LINKED_DEMO_MEMBER } from './local-provider/demo-members';
import type { LoyaltySettings } from './loyalty-settings';

/**
 * Links the first demo member of the local provider to the demo customer, by the provider's
 * issuer and the member's subject. The issuer follows PUBLIC_URL, so another address gets a
 * link of its own; running twice changes nothing.
 */
export async function seedDemoLoyaltyMember(
  db: Db,
  settings: Pick<LoyaltySettings, 'issuer' | 'programme' | 'isLocal'>,
): Promise<void> {
  const member = findDemoMemberBySubject(LINKED_DEMO_MEMBER.subject);
  if (!settings.isLocal || !member) {
    return;
  }
  const user = await findUserByEmail(db, LINKED_DEMO_MEMBER.accountEmail);
  if (!user) {
    return;
  }
  await db
    .insert(schema.loyaltyIdentities)
    .values({
      userId: user.id,
      programme: settings.programme,
      issuer: settings.issuer,
      subject: member.subject,
      email: member.email,
    })
    .onConflictDoNothing();
}
