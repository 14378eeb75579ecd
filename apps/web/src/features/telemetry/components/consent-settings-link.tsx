import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { openConsentChoice } from '../analytics-consent';
import { isTelemetryOn } from '../telemetry-loader';

const noChange = () => () => {};
/** Prerendered pages are built without the server's settings: the link appears in the browser. */
const offWhilePrerendering = () => false;

/** The footer's "Cookie settings": the cookie choice again, to change the answer. */
export function ConsentSettingsLink() {
  const { t } = useTranslation();
  const isOn = useSyncExternalStore(noChange, isTelemetryOn, offWhilePrerendering);
  if (!isOn) {
    return null;
  }
  return (
    <p>
      <button type="button" className="site-footer__consent" onClick={openConsentChoice}>
        {t('footer.cookieSettings')}
      </button>
    </p>
  );
}
