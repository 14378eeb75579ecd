import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import '../receiving.css';

type ReceiveSuccessProps = {
  pkg: StaffPackageDetails;
  photoFailed: boolean;
  onReceiveAnother: () => void;
};

/** The package ID to write on the box, and the way to the next one. */
export function ReceiveSuccess({ pkg, photoFailed, onReceiveAnother }: ReceiveSuccessProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form disappears under the keyboard focus; the news takes it, so nobody is lost.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="card receive-success" aria-labelledby="receive-success-title">
      <h2 id="receive-success-title" ref={headingRef} tabIndex={-1}>
        {t('operator.receiving.received', { packageNumber: pkg.packageNumber })}
      </h2>
      <p>
        {pkg.suiteNumber && pkg.customerName
          ? t('operator.receiving.receivedFor', {
              name: pkg.customerName,
              suite: pkg.suiteNumber,
            })
          : t('operator.receiving.receivedUnassigned')}
      </p>
      {photoFailed ? <Alert tone="error">{t('operator.receiving.photoUploadFailed')}</Alert> : null}
      <div className="button-row">
        <Button onClick={onReceiveAnother}>{t('operator.receiving.receiveAnother')}</Button>
        <ButtonLink to={paths.staffPackage.getHref(pkg.id)} variant="secondary">
          {t('operator.receiving.viewPackage')}
        </ButtonLink>
      </div>
    </section>
  );
}
