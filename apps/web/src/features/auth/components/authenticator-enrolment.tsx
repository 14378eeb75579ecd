import type { TotpEnrolment } from '@skyparcel/domain/accounts';
import { useTranslation } from '@/lib/i18n';
import '../auth.css';

export type AuthenticatorEnrolmentProps = {
  enrolment: TotpEnrolment;
  /** What to do and until when, already translated. */
  intro: string;
};

/** Groups of four, as authenticator apps print keys: easier to copy by eye. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An operator's first sign-in (ADR 015): the QR code to scan, and the key for apps that cannot
 * scan. The QR code is a data URL the server drew, which the CSP allows as an image.
 */
export function AuthenticatorEnrolment({ enrolment, intro }: AuthenticatorEnrolmentProps) {
  const { t } = useTranslation();
  return (
    <div className="authenticator-enrolment">
      <h3 className="authenticator-enrolment__title">{t('loginModal.authenticator.enrolTitle')}</h3>
      <p className="authenticator-enrolment__intro">{intro}</p>
      <img
        className="authenticator-enrolment__qr"
        src={enrolment.qrCodeDataUrl}
        alt={t('loginModal.authenticator.qrAlt')}
        width={192}
        height={192}
      />
      <p>{t('loginModal.authenticator.manualEntry')}</p>
      <code className="authenticator-enrolment__key" dir="ltr">
        {groupKey(enrolment.secret)}
      </code>
    </div>
  );
}
