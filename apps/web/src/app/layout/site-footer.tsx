import { AppLink } from '@/components/ui/app-link';
import { Logo } from '@/components/ui/logo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ConsentSettingsLink } from '@/features/telemetry/components/consent-settings-link';
import { useTranslation } from '@/lib/i18n';

const FOOTER_LINKS = [
  { to: paths.faqs.getHref(), labelKey: 'nav.faqs' },
  { to: paths.aboutUs.getHref(), labelKey: 'nav.aboutUs' },
  { to: paths.contactUs.getHref(), labelKey: 'nav.contactUs' },
  { to: paths.tracking.getHref(), labelKey: 'nav.tracking' },
] as const;

/** Copyright with the current year, support e-mail, developer company and social link (spec section 1). */
export function SiteFooter() {
  const { t } = useTranslation();
  const supportEmail = t('footer.supportEmail');
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="brand">
            <Logo />
            <span className="brand__name">Skyparcel</span>
          </p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{t(link.labelKey)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <p>
            {t('footer.support')}{' '}
            <a href={`mailto:${supportEmail}`} dir="ltr">
              {supportEmail}
            </a>
          </p>
          <p>
            <a href={env.socialUrl} rel="noopener noreferrer">
              {t('footer.social')}
            </a>
          </p>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>{t('footer.copyright', { year })}</p>
        <ConsentSettingsLink />
        <p>
          <a href={env.developerUrl} rel="noopener noreferrer">
            {t('footer.developedBy')}
          </a>
        </p>
      </div>
    </footer>
  );
}
