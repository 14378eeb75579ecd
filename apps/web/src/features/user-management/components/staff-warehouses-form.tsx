import type { AdminUser, StaffWarehouses } from '@skyparcel/domain/accounts';
import type { Warehouse } from '@skyparcel/domain/reference';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { useWarehouses } from '@/features/rate-calculator/api/get-warehouses';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useSetStaffWarehouses, useStaffWarehousesOf } from '../api/staff-warehouses';

export type StaffWarehousesFormProps = {
  user: AdminUser;
  /** Called with the success text, already translated. */
  onDone: (message: string) => void;
};

/**
 * The warehouses a staff member works at: they receive and handle packages there only. A new
 * clerk has none until an administrator ticks them here.
 */
export function StaffWarehousesForm({ user, onDone }: StaffWarehousesFormProps) {
  const warehouses = useWarehouses();
  const assigned = useStaffWarehousesOf(user.id);
  return (
    <QueryState query={warehouses}>
      {(warehouseList) => (
        <QueryState query={assigned}>
          {(assignedNow) => (
            <WarehouseChoices
              savedAt={assigned.dataUpdatedAt}
              user={user}
              warehouses={warehouseList}
              assigned={assignedNow}
              onDone={onDone}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

type WarehouseChoicesProps = StaffWarehousesFormProps & {
  warehouses: readonly Warehouse[];
  assigned: StaffWarehouses;
  /** When the assigned list last arrived; it keys the form. */
  savedAt: number;
};

function WarehouseChoices({ user, warehouses, assigned, savedAt, onDone }: WarehouseChoicesProps) {
  const { t } = useTranslation();
  const save = useSetStaffWarehouses(user.id);
  const name = [user.firstName, user.lastName].join(' ');
  const assignedIds = new Set(assigned.warehouseIds);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('warehouseIds').map(String);
    save.mutate(chosen, {
      onSuccess: (answer) =>
        onDone(
          answer.warehouseIds.length === 0
            ? t('operator.success.warehousesCleared', { name })
            : t('operator.success.warehousesSaved', {
                name,
                count: String(answer.warehouseIds.length),
              }),
        ),
    });
  }

  return (
    // The saved list is the key: after a save the boxes start from what the server kept.
    <form key={savedAt} className="staff-warehouses-form" onSubmit={handleSubmit}>
      <fieldset className="fieldset staff-warehouses-form__choices">
        <legend>{t('operator.user.warehousesLegend', { name })}</legend>
        {warehouses.map((warehouse) => (
          <Checkbox
            key={warehouse.id}
            name="warehouseIds"
            value={warehouse.id}
            defaultChecked={assignedIds.has(warehouse.id)}
            label={`${warehouse.name} (${warehouse.code})`}
          />
        ))}
      </fieldset>
      {assignedIds.size === 0 ? <Alert tone="info">{t('operator.user.noWarehouses')}</Alert> : null}
      {save.error ? (
        <Alert tone="error">
          {isApiError(save.error) ? save.error.message : t('errors.GENERIC')}
        </Alert>
      ) : null}
      <div className="button-row">
        <Button type="submit" variant="secondary" isLoading={save.isPending}>
          {t('operator.user.saveWarehouses')}
        </Button>
      </div>
    </form>
  );
}
