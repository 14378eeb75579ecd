import type { OfferCampaignDto } from '@skyparcel/domain/offers';
import type { OfferCampaignRow } from './offer-campaign.repository';

export function presentOfferCampaign(row: OfferCampaignRow): OfferCampaignDto {
  return {
    id: row.id,
    texts: row.texts,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentBy: row.sentBy,
    recipientCount: row.recipientCount,
  };
}
