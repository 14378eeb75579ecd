import { isInSuite, type PackageDetails } from '@skyparcel/domain/packages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { ItemDetailsForm } from './item-details-form';
import { PackageLineItems } from './package-line-items';
import '../suite.css';

/** Whether the team flagged the package for its item details (action required, item details). */
export function needsItemDetails(details: PackageDetails): boolean {
  return details.status === 'action_required' && details.reason === 'item_details';
}

/**
 * The declared items, and while the package is in the suite the form that completes or corrects
 * them. When the team asked for item details the form is open from the start.
 */
export function PackageItemDetails({ details }: { details: PackageDetails }) {
  const { t } = useTranslation();
  const isNeeded = needsItemDetails(details);
  const [isEditing, setIsEditing] = useState(isNeeded);
  const [notice, setNotice] = useState<string | null>(null);
  const canEdit = isInSuite(details.status);

  return (
    <section
      className={`card details-page__section${isNeeded ? ' package-item-details--needed' : ''}`}
      aria-labelledby="package-items-title"
    >
      <h2 id="package-items-title">{t('suite.details.lineItems')}</h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {isEditing && canEdit ? (
        <ItemDetailsForm
          details={details}
          onSaved={(message) => {
            setIsEditing(false);
            setNotice(message);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <>
          <PackageLineItems items={details.lineItems} />
          {canEdit ? (
            <div className="button-row">
              <Button
                variant={isNeeded ? 'primary' : 'secondary'}
                onClick={() => {
                  setNotice(null);
                  setIsEditing(true);
                }}
              >
                {details.lineItems.length > 0 ? t('suite.items.edit') : t('suite.items.declare')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
