import { type AdminUser, type Role, RoleUpdateSchema } from '@skyparcel/domain/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useUpdateUserRole } from '../api/update-user-role';
import { ROLE_CHOICES, ROLE_LABEL_KEYS } from './role-labels';
import '../user-management.css';

export type UserRoleFormProps = {
  user: AdminUser;
  /** Called with the success text, already translated. */
  onDone: (message: string) => void;
};

/** Change a user's role (spec section 6), confirmed first: it changes what the account can do. */
export function UserRoleForm({ user, onDone }: UserRoleFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const updateRole = useUpdateUserRole();
  const { register, handleSubmit, setError, watch, formState } = useDomainForm(RoleUpdateSchema, {
    defaultValues: { role: user.role },
  });
  // The role the administrator confirms, once the form has checked it.
  const [confirming, setConfirming] = useState<Role | null>(null);
  const [error, setDialogError] = useState<string | null>(null);
  const name = [user.firstName, user.lastName].join(' ');
  const isUnchanged = watch('role') === user.role;

  function handleValid({ role }: { role: Role }) {
    if (role !== user.role) {
      setDialogError(null);
      setConfirming(role);
    }
  }

  async function handleConfirm(role: Role) {
    try {
      const updated = await updateRole.mutateAsync({ userId: user.id, role });
      setConfirming(null);
      onDone(t('operator.success.roleChanged', { name, role: t(ROLE_LABEL_KEYS[updated.role]) }));
    } catch (caught) {
      setDialogError(applyServerErrors(setError, caught, t('errors.GENERIC')));
    }
  }

  return (
    <>
      <form
        className="form-grid form-grid--2 user-role-form"
        noValidate
        onSubmit={handleSubmit(handleValid)}
      >
        <FormField
          label={t('operator.user.newRole')}
          error={translateMessage(formState.errors.role?.message)}
        >
          <Select {...register('role')}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(ROLE_LABEL_KEYS[choice])}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="form-grid__action">
          <Button type="submit" variant="secondary" isDisabled={isUnchanged}>
            {t('operator.user.changeRole')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('operator.confirm.role.title')}
          confirmLabel={t('operator.user.changeRole')}
          cancelLabel={t('operator.confirm.cancel')}
          closeLabel={t('operator.confirm.close')}
          error={error}
          isLoading={updateRole.isPending}
          onConfirm={() => void handleConfirm(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {t('operator.confirm.role.body', {
              name,
              email: user.email,
              from: t(ROLE_LABEL_KEYS[user.role]),
              to: t(ROLE_LABEL_KEYS[confirming]),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
