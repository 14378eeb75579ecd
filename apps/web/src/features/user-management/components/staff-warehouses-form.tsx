import {
  type AdminUser,
  type StaffWarehouses,
  StaffWarehousesSchema,
} from '@skyparcel/domain/accounts';
import type { Warehouse } from '@skyparcel/domain/reference';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { useWarehouses } from '@/features/rate-calculator/api/get-warehouses';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
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
  const warehouses = useWarehouses();
  const assigned = useStaffWarehousesOf(user.id);
  return (
    <QueryState query={warehouses}>
      {(warehouseList) => (
        <QueryState query={assigned}>
          {(assignedNow) => (
            // The saved list is the key: after a save the boxes start from what the server kept.
            <WarehouseChoice
              key={assigned.dataUpdatedAt}
              user={user}
              warehouses={warehouseList}
              assignedIds={assignedNow.warehouseIds}
              onDone={onDone}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

type WarehouseChoiceProps = StaffWarehousesFormProps & {
  warehouses: readonly Warehouse[];
  assignedIds: string[];
};

function WarehouseChoice({ user, warehouses, assignedIds, onDone }: WarehouseChoiceProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const save = useSetStaffWarehouses(user.id);
  const { register, handleSubmit, setError, formState } = useDomainForm(StaffWarehousesSchema, {
    defaultValues: { warehouseIds: assignedIds },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const name = [user.firstName, user.lastName].join(' ');
  const choiceError = translateMessage(formState.errors.warehouseIds?.message);

  async function handleValid(body: StaffWarehouses) {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(body.warehouseIds);
      onDone(
        answer.warehouseIds.length === 0
          ? t('operator.success.warehousesCleared', { name })
          : t('operator.success.warehousesSaved', {
              name,
              count: String(answer.warehouseIds.length),
            }),
      );
    } catch (error) {
      setFailure(applyServerErrors(setError, error, t('errors.GENERIC')));
    }
  }

  return (
    <form className="staff-warehouses-form" noValidate onSubmit={handleSubmit(handleValid)}>
      <fieldset className="fieldset staff-warehouses-form__choices">
        <legend>{t('operator.user.warehousesLegend', { name })}</legend>
        {warehouses.map((warehouse) => (
          <Checkbox
            key={warehouse.id}
            value={warehouse.id}
            {...register('warehouseIds')}
            label={`${warehouse.name} (${warehouse.code})`}
          />
        ))}
        {choiceError ? (
          <p className="field__error" role="alert">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {assignedIds.length === 0 ? (
        <Alert tone="info">{t('operator.user.noWarehouses')}</Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="button-row">
        <Button type="submit" variant="secondary" isLoading={save.isPending}>
          {t('operator.user.saveWarehouses')}
        </Button>
      </div>
    </form>
  );
}
