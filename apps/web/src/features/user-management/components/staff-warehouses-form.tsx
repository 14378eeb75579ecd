import type { AdminUser } from '@skyparcel/domain/accounts';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Loader } from '@/components/ui/loader';
import { useWarehouses } from '@/features/rate-calculator/api/get-warehouses';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useSetStaffWarehouses, useStaffWarehousesOf } from '../api/staff-warehouses';
import '../user-management.css';

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
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const assigned = useStaffWarehousesOf(user.id);
  const save = useSetStaffWarehouses(user.id);
  const name = [user.firstName, user.lastName].join(' ');

  if (warehouses.error || assigned.error) {
    const error = warehouses.error ?? assigned.error;
    return <Alert tone="error">{isApiError(error) ? error.message : t('errors.GENERIC')}</Alert>;
  }
  if (!warehouses.data || !assigned.data) {
    return <Loader label={t('common.loading')} />;
  }
  const assignedIds = new Set(assigned.data.warehouseIds);

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
    <form key={assigned.dataUpdatedAt} className="staff-warehouses-form" onSubmit={handleSubmit}>
      <fieldset className="fieldset staff-warehouses-form__choices">
        <legend>{t('operator.user.warehousesLegend', { name })}</legend>
        {warehouses.data.map((warehouse) => (
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
