import type { AdminUser, Role } from '@skyparcel/domain/accounts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useUpdateUserRole } from '../api/update-user-role';
import { ROLE_CHOICES, ROLE_LABEL_KEYS } from './role-labels';
import '../user-management.css';

export type UserRoleFormProps = {
  user: AdminUser;
  /** Called with the success text, already translated. */
  onDone: (message: string) => void;
};

function isRole(value: string): value is Role {
  return (ROLE_CHOICES as readonly string[]).includes(value);
}

/** Change a user's role (spec section 6), confirmed first: it changes what the account can do. */
export function UserRoleForm({ user, onDone }: UserRoleFormProps) {
  const { t } = useTranslation();
  const updateRole = useUpdateUserRole();
  const [role, setRole] = useState<Role>(user.role);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = [user.firstName, user.lastName].join(' ');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role !== user.role) {
      setError(null);
      setIsConfirming(true);
    }
  }

  async function handleConfirm() {
    try {
      const updated = await updateRole.mutateAsync({ userId: user.id, role });
      setIsConfirming(false);
      onDone(t('operator.success.roleChanged', { name, role: t(ROLE_LABEL_KEYS[updated.role]) }));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('errors.GENERIC'));
    }
  }

  return (
    <>
      <form className="form-grid form-grid--2 user-role-form" onSubmit={handleSubmit}>
        <FormField label={t('operator.user.newRole')}>
          <Select
            name="role"
            value={role}
            onChange={(event) => {
              if (isRole(event.target.value)) {
                setRole(event.target.value);
              }
            }}
          >
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(ROLE_LABEL_KEYS[choice])}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="form-grid__action">
          <Button type="submit" variant="secondary" isDisabled={role === user.role}>
            {t('operator.user.changeRole')}
          </Button>
        </div>
      </form>
      {isConfirming ? (
        <ConfirmDialog
          title={t('operator.confirm.role.title')}
          confirmLabel={t('operator.user.changeRole')}
          cancelLabel={t('operator.confirm.cancel')}
          closeLabel={t('operator.confirm.close')}
          error={error}
          isLoading={updateRole.isPending}
          onConfirm={() => void handleConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            {t('operator.confirm.role.body', {
              name,
              email: user.email,
              from: t(ROLE_LABEL_KEYS[user.role]),
              to: t(ROLE_LABEL_KEYS[role]),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
