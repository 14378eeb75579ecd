import {
  checkPasswordRules,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordChecklist as PasswordRules,
} from '@skyparcel/domain/accounts';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import '../auth.css';

export type PasswordChecklistProps = {
  password: string;
};

const RULES: readonly (keyof PasswordRules)[] = ['length', 'upperAndLower', 'number', 'special'];

/**
 * The live four-rule checklist under a new password (spec section 5). Each rule says in words
 * whether it is met, not only by colour or tick, and a change is announced politely.
 */
export function PasswordChecklist({ password }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rules = checkPasswordRules(password);
  const labels: Record<keyof PasswordRules, string> = {
    length: t('registerModal.checklist.length', { min: String(PASSWORD_MIN_LENGTH) }),
    upperAndLower: t('registerModal.checklist.upperAndLower'),
    number: t('registerModal.checklist.number'),
    special: t('registerModal.checklist.special', { characters: PASSWORD_SPECIAL_CHARACTERS }),
  };

  return (
    <div className="password-checklist">
      <p className="password-checklist__title" id={titleId}>
        {t('registerModal.checklist.title')}
      </p>
      <ul className="password-checklist__rules" aria-labelledby={titleId} aria-live="polite">
        {RULES.map((rule) => (
          <li
            key={rule}
            className={`password-checklist__rule${rules[rule] ? ' password-checklist__rule--met' : ''}`}
          >
            <span className="password-checklist__icon" aria-hidden="true">
              {rules[rule] ? '✓' : '○'}
            </span>
            <span>
              {labels[rule]}
              <span className="visually-hidden">
                {`: ${rules[rule] ? t('registerModal.checklist.met') : t('registerModal.checklist.notMet')}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
