import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import { offerParagraphs, offerTextFor } from '@skyparcel/domain/offers';
import { translate } from '@skyparcel/i18n';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { type Mailer, type OutgoingMail, renderMail } from '../../modules/mail';
import { listOfferRecipients } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';
import { presentOfferCampaign } from './offer-campaign.presenter';
import {
  claimOfferCampaign,
  findOfferCampaign,
  insertOfferRecipients,
  type OfferCampaignRow,
  setOfferRecipientCount,
} from './offer-campaign.repository';

/** Recipients read, recorded and mailed per statement: the outbox takes 2,000 rows at once. */
export const OFFER_BATCH_SIZE = 500;

export type SendOfferCampaignDeps = {
  db: Db;
  mailer: Pick<Mailer, 'sendMany' | 'unsubscribeLinks'>;
  clock: Clock;
};

/**
 * POST /admin/offers/{id}/send (ADMIN, decision 056): the latest-offers e-mail to every active
 * customer who opted in, each in their language with a signed one-click unsubscribe link, put in
 * the mail outbox in batches. One transaction claims the draft, records each recipient once and
 * writes the mail, so it is sent once: a second send answers 409 OFFER_CAMPAIGN_ALREADY_SENT.
 */
export async function sendOfferCampaign(
  { db, mailer, clock }: SendOfferCampaignDeps,
  actor: Pick<SessionUser, 'id'>,
  campaignId: string,
) {
  const links = mailer.unsubscribeLinks;
  if (!links) {
    // An offer must never go without its way out (the law and decision 048 ask for one).
    throw new Error('the mailer signs no unsubscribe links');
  }

  const row = await db.transaction(async (tx) => {
    const campaign = await claimOfferCampaign(tx, {
      id: campaignId,
      sentBy: actor.id,
      sentAt: clock(),
    });
    if (!campaign) {
      const existing = await findOfferCampaign(tx, campaignId);
      throw new AppError(existing ? 'OFFER_CAMPAIGN_ALREADY_SENT' : 'OFFER_CAMPAIGN_NOT_FOUND');
    }

    let recipientCount = 0;
    let afterId: string | null = null;
    for (;;) {
      const batch = await listOfferRecipients(tx, { afterId, limit: OFFER_BATCH_SIZE });
      const last = batch.at(-1);
      if (!last) {
        break;
      }
      afterId = last.id;
      const fresh = new Set(
        await insertOfferRecipients(
          tx,
          campaign.id,
          batch.map((r) => r.id),
        ),
      );
      const mails = batch
        .filter((recipient) => fresh.has(recipient.id))
        .map((recipient) => offerMailFor(campaign, recipient, links));
      await mailer.sendMany(mails, tx);
      recipientCount += mails.length;
    }

    const sent = await setOfferRecipientCount(tx, campaign.id, recipientCount);
    await recordAudit(tx, {
      actor: actor.id,
      action: 'offer-campaign.send',
      subject: null,
      detail: { campaignId: campaign.id, recipientCount },
    });
    return sent;
  });
  return presentOfferCampaign(row);
}

type Recipient = { id: string; email: string; firstName: string; preferredLocale: string };
type Links = NonNullable<SendOfferCampaignDeps['mailer']['unsubscribeLinks']>;

/** The offer in the recipient's language (English when none was written), its text escaped. */
function offerMailFor(
  campaign: OfferCampaignRow,
  recipient: Recipient,
  links: Links,
): OutgoingMail {
  const locale = matchLocale(recipient.preferredLocale) ?? 'en-US';
  const { subject, body } = offerTextFor(campaign.texts, locale);
  const oneClickUrl = links.oneClickUrlFor(recipient.id, 'offers');
  return {
    to: recipient.email,
    ...renderMail({
      locale,
      subject,
      heading: subject,
      paragraphs: [
        translate(locale, 'mail.offers.greeting', { name: recipient.firstName }),
        ...offerParagraphs(body),
        translate(locale, 'mail.offers.why'),
      ],
      unsubscribe: {
        label: translate(locale, 'mail.unsubscribe.offers'),
        url: `${links.urlFor(recipient.id, 'offers')}&lang=${locale}`,
      },
    }),
    // RFC 8058: the mail client's own "unsubscribe" button POSTs to the API, no page between.
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
