import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import '../profile.css';

export type ProfileSection = {
  /** The anchor: `/profile#cards` opens the page at that section. */
  id: string;
  label: string;
  /** Null while the section's screen has not arrived: it stays out of the page and the menu. */
  content: ReactNode | null;
};

export type ProfileLayoutProps = {
  title: string;
  sections: readonly ProfileSection[];
};

/**
 * The /profile frame (issue 14, decision 048): a list of section links, a side menu on wide
 * screens and a select on phones, beside the sections, each under its own id.
 */
export function ProfileLayout({ title, sections }: ProfileLayoutProps) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const shown = sections.filter((section) => section.content !== null);
  const currentId = hash.slice(1);

  // A hash link (or an address with one) scrolls to its section; the router does not do it.
  useEffect(() => {
    if (currentId) {
      document.getElementById(currentId)?.scrollIntoView({ block: 'start' });
    }
  }, [currentId]);

  return (
    <div className="profile-layout">
      <h1 className="profile-layout__title">{title}</h1>
      <nav className="profile-layout__nav" aria-label={t('profilePage.sectionsLabel')}>
        <label className="profile-layout__picker">
          <span className="visually-hidden">{t('profilePage.sectionsLabel')}</span>
          <select
            className="select"
            value={currentId || (shown[0]?.id ?? '')}
            onChange={(event) => navigate(paths.profile.getHref(event.target.value))}
          >
            {shown.map((section) => (
              <option key={section.id} value={section.id}>
                {section.label}
              </option>
            ))}
          </select>
        </label>
        <ul className="profile-layout__links">
          {shown.map((section) => (
            <li key={section.id}>
              <AppLink
                className="profile-layout__link"
                to={paths.profile.getHref(section.id)}
                aria-current={section.id === currentId ? 'location' : undefined}
              >
                {section.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile-layout__sections">
        {shown.map((section) => (
          <div key={section.id} id={section.id} className="profile-layout__section">
            {section.content}
          </div>
        ))}
      </div>
    </div>
  );
}
