export * from './offer-campaign.schemas';
