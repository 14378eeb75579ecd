import type { Db } from '@skyparcel/db';
import type { OfferCampaignBody } from '@skyparcel/domain/offers';
import { recordAudit } from '../../modules/audit';
import type { SessionUser } from '../../plugins/auth';
import { presentOfferCampaign } from './offer-campaign.presenter';
import { insertOfferCampaign } from './offer-campaign.repository';

/** POST /admin/offers (ADMIN, decision 056): a draft of the latest-offers e-mail, audited. */
export async function createOfferCampaign(
  db: Db,
  actor: Pick<SessionUser, 'id'>,
  body: OfferCampaignBody,
) {
  const row = await db.transaction(async (tx) => {
    const stored = await insertOfferCampaign(tx, { texts: body.texts, createdBy: actor.id });
    await recordAudit(tx, {
      actor: actor.id,
      action: 'offer-campaign.create',
      subject: null,
      detail: { campaignId: stored.id, subject: body.texts['en-US'].subject },
    });
    return stored;
  });
  return presentOfferCampaign(row);
}
