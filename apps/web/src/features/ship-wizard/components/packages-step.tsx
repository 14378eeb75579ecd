import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from '@/lib/i18n';
import { useReadyPackages } from '../api/get-ready-packages';
import type { ShipWizardChange, ShipWizardState } from '../ship-wizard-state';
import { ConsolidationOffer } from './consolidation-offer';
import { ShipPackageTable } from './ship-package-table';
import { WizardNavigation } from './wizard-navigation';

export type PackagesStepProps = {
  state: ShipWizardState;
  onChange: ShipWizardChange;
  onBack: () => void;
  onNext: () => void;
};

/**
 * Step 2: the chosen packages with their weights, sizes and values, and the offer to add the
 * other ready packages of that warehouse when one shipment costs less than two.
 */
export function PackagesStep({ state, onChange, onBack, onNext }: PackagesStepProps) {
  const { t } = useTranslation();
  const ready = useReadyPackages(state.warehouseId);
  const [addedCount, setAddedCount] = useState(0);
  return (
    <div className="ship-wizard__step">
      <QueryState query={ready} errorTitle={t('shipping.packages.loadFailed')}>
        {(packages) => {
          const byId = new Map(packages.map((pkg) => [pkg.id, pkg]));
          const chosen = state.packageIds.flatMap((id) => byId.get(id) ?? []);
          const missing = state.packageIds.length - chosen.length;
          return (
            <>
              {missing > 0 ? (
                <Alert tone="error">
                  {t('shipping.packages.noLongerReady', { count: missing })}
                </Alert>
              ) : null}
              {addedCount > 0 ? (
                <Alert tone="success">
                  {t('shipping.consolidation.added', { count: addedCount })}
                </Alert>
              ) : null}
              <ShipPackageTable
                packages={chosen}
                caption={t('shipping.packages.caption', { count: chosen.length })}
              />
              {state.destinationCode && chosen.length > 0 ? (
                <ConsolidationOffer
                  destinationCode={state.destinationCode}
                  chosenIds={chosen.map((pkg) => pkg.id)}
                  readyPackages={packages}
                  onAccept={(ids) => {
                    setAddedCount(ids.length);
                    onChange({ packageIds: [...state.packageIds, ...ids] });
                  }}
                />
              ) : null}
              <WizardNavigation
                onBack={onBack}
                onNext={() => {
                  onChange({ packageIds: chosen.map((pkg) => pkg.id) });
                  onNext();
                }}
                isNextDisabled={chosen.length === 0}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
