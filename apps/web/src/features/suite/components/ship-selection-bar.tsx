import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import type { ShipSelection } from '../ship-selection';

export type ShipSelectionBarProps = {
  selection: ShipSelection;
  /** The warehouse on screen; packages of another one cannot join the selection. */
  warehouseId: string;
  /** Already translated name of the selection's warehouse. */
  selectionWarehouseName: string;
  onClear: () => void;
};

/**
 * Above the Ready to send list: how many packages are chosen, "Ship" to start the wizard with
 * them, and why the boxes are off when the chosen packages are at another warehouse.
 */
export function ShipSelectionBar({
  selection,
  warehouseId,
  selectionWarehouseName,
  onClear,
}: ShipSelectionBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = selection.packageIds.length;
  const isElsewhere = count > 0 && selection.warehouseId !== warehouseId;
  return (
    <div className="ship-selection">
      <p className="ship-selection__count" aria-live="polite">
        {count === 0
          ? t('suite.ship.hint')
          : t('suite.ship.selected', { count: formatNumber(count, locale, 0) })}
      </p>
      {isElsewhere ? (
        <p className="ship-selection__note">
          {t('suite.ship.otherWarehouse', { warehouse: selectionWarehouseName })}
        </p>
      ) : null}
      {count > 0 ? (
        <div className="button-row">
          <ButtonLink
            to={paths.ship.getHref({
              warehouseId: selection.warehouseId,
              packageIds: selection.packageIds,
            })}
          >
            {t('suite.ship.ship', { count: formatNumber(count, locale, 0) })}
          </ButtonLink>
          <Button variant="ghost" onClick={onClear}>
            {t('suite.ship.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
