import type { Db } from '@skyparcel/db';
import type { OfferCampaignList } from '@skyparcel/domain/offers';
import { countOfferRecipients } from '../../modules/users';
import { presentOfferCampaign } from './offer-campaign.presenter';
import { listOfferCampaigns as listRows } from './offer-campaign.repository';

/** GET /admin/offers (ADMIN): the campaigns, newest first, and who a send would reach now. */
export async function listOfferCampaigns(db: Db): Promise<OfferCampaignList> {
  const [rows, optedInCount] = await Promise.all([listRows(db), countOfferRecipients(db)]);
  return { optedInCount, campaigns: rows.map(presentOfferCampaign) };
}
