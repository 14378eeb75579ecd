import type { PackageSummary } from '@skyparcel/domain/packages';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatPackageMoney } from '@/features/suite/package-format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useConsolidationSuggestion } from '../api/get-consolidation-suggestion';
import { ShipPackageTable } from './ship-package-table';

export type ConsolidationOfferProps = {
  destinationCode: string;
  chosenIds: readonly string[];
  /** The warehouse's ready packages, for the suggested ones' weights, sizes and values. */
  readyPackages: readonly PackageSummary[];
  onAccept: (packageIds: string[]) => void;
};

/**
 * The consolidation suggestion: the other ready packages of the warehouse, the price of sending
 * them apart against together, and the saving. Accepting adds them to this shipment.
 */
export function ConsolidationOffer({
  destinationCode,
  chosenIds,
  readyPackages,
  onAccept,
}: ConsolidationOfferProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const suggestion = useConsolidationSuggestion(destinationCode, chosenIds);
  return (
    <section className="consolidation-offer" aria-labelledby="consolidation-offer-title">
      <h3 id="consolidation-offer-title">{t('shipping.consolidation.title')}</h3>
      <QueryState
        query={suggestion}
        isEmpty={(answer) => answer.suggestions.length === 0}
        empty={t('shipping.consolidation.none')}
        errorTitle={t('shipping.consolidation.loadFailed')}
      >
        {(answer) => {
          const byId = new Map(readyPackages.map((pkg) => [pkg.id, pkg]));
          const suggested = answer.suggestions.flatMap((item) => byId.get(item.packageId) ?? []);
          const isSaving = answer.saving.amount > 0;
          return (
            <>
              <p>
                {isSaving
                  ? t('shipping.consolidation.saving', {
                      saving: formatPackageMoney(answer.saving, locale),
                    })
                  : t('shipping.consolidation.noSaving')}
              </p>
              <ShipPackageTable
                packages={suggested}
                caption={t('shipping.consolidation.caption', { count: suggested.length })}
              />
              <dl className="facts consolidation-offer__prices">
                <dt>{t('shipping.consolidation.separately')}</dt>
                <dd>{formatPackageMoney(answer.separately, locale)}</dd>
                <dt>{t('shipping.consolidation.together')}</dt>
                <dd>{formatPackageMoney(answer.together, locale)}</dd>
              </dl>
              <Button
                variant={isSaving ? 'primary' : 'secondary'}
                onClick={() => onAccept(answer.suggestions.map((item) => item.packageId))}
              >
                {t('shipping.consolidation.accept', { count: answer.suggestions.length })}
              </Button>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
