import {
  ACCOUNT_TYPES,
  type AccountType,
  BASE_CARRIER,
  type RegisterAccountType,
  RegisterAccountTypeSchema,
  type RegisterDetails,
  SHIPPER_TYPE,
} from '@skyparcel/domain/accounts';
import { useCallback, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useRegister } from '../api/register';
import { CaptchaWidget } from './captcha-widget';
import '../auth.css';

export type RegisterAccountTypeFormProps = {
  details: RegisterDetails;
  password: string;
  /** What was chosen before going back to step 2; none the first time. */
  defaultAccountType: AccountType | null;
  /** Back to step 2, keeping the choice. */
  onBack: (accountType: AccountType | null) => void;
  /** The account exists and waits for the e-mail confirmation. */
  onRegistered: (email: string) => void;
  /** Somebody took the address meanwhile: step 1 shows it. */
  onEmailTaken: () => void;
  /** The server refused the password (a common one): step 2 shows its message key. */
  onPasswordRefused: (message: string) => void;
};

const HINTS = {
  Personal: 'registerModal.accountType.personalHint',
  Business: 'registerModal.accountType.businessHint',
} as const;
const LABELS = {
  Personal: 'registerModal.accountType.personal',
  Business: 'registerModal.accountType.business',
} as const;

/**
 * Step 3 of the Register modal (spec section 2, "create account in 3 steps"; issue 15): Personal
 * or Business, each with a line on what it gives, then the captcha and POST /register with the
 * spec's payload plus the choice. Business only marks the account: the application itself
 * waits for the first sign-in (decision 052).
 */
export function RegisterAccountTypeForm({
  details,
  password,
  defaultAccountType,
  onBack,
  onRegistered,
  onEmailTaken,
  onPasswordRefused,
}: RegisterAccountTypeFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const registerAccount = useRegister();
  const groupId = useId();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  // A step of a dialog that focuses its first field on opening: checked on submit (decision 031).
  const { register, handleSubmit, setError, setFocus, formState, getValues } = useDomainForm(
    RegisterAccountTypeSchema,
    { mode: 'onSubmit', defaultValues: { accountType: defaultAccountType ?? undefined } },
  );
  const error = translateMessage(formState.errors.accountType?.message);
  const errorId = `${groupId}-error`;

  // The step replaced the whole form: focus moves to the choice (arrow keys then move it).
  useEffect(() => setFocus('accountType'), [setFocus]);

  const handleCaptchaChange = useCallback((payload: string | null) => setCaptchaToken(payload), []);

  function handleBack() {
    const chosen = getValues('accountType');
    onBack(ACCOUNT_TYPES.find((type) => type === chosen) ?? null);
  }

  async function handleValid({ accountType }: RegisterAccountType) {
    if (!captchaToken) {
      return;
    }
    setServerError(null);
    try {
      await registerAccount.mutateAsync({
        firstName: details.firstName,
        middleName: details.middleName ?? '',
        lastName: details.lastName,
        email: details.email,
        password,
        recaptchaToken: captchaToken,
        receiveOffersAndPromotionsFlag: details.receiveOffersAndPromotionsFlag,
        shipperType: SHIPPER_TYPE,
        baseCarrier: BASE_CARRIER,
        accountType,
      });
      onRegistered(details.email);
    } catch (caught) {
      // The server refuses a used solution, so every failed attempt needs a new captcha.
      setCaptchaToken(null);
      setCaptchaKey((key) => key + 1);
      if (isApiError(caught) && caught.code === 'EMAIL_EXISTS') {
        onEmailTaken();
        return;
      }
      const passwordMessage = isApiError(caught) ? caught.fields?.password : undefined;
      if (passwordMessage) {
        onPasswordRefused(passwordMessage);
        return;
      }
      // The body's other fields (names, e-mail) belong to step 1, already checked there.
      setServerError(applyServerErrors(setError, caught, t('errors.GENERIC')));
    }
  }

  return (
    <form className="form register-form" noValidate onSubmit={handleSubmit(handleValid)}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <fieldset className={`account-type${error ? ' account-type--invalid' : ''}`}>
        <legend>{t('registerModal.accountType.legend')}</legend>
        {ACCOUNT_TYPES.map((type) => (
          <label key={type} className="account-type__option">
            <input
              type="radio"
              value={type}
              aria-invalid={error ? true : undefined}
              // Named by the choice alone; what it gives is its description, read after it.
              aria-labelledby={`${groupId}-${type}-label`}
              aria-describedby={[`${groupId}-${type}-hint`, error ? errorId : '']
                .filter(Boolean)
                .join(' ')}
              {...register('accountType')}
            />
            <span>
              <strong id={`${groupId}-${type}-label`}>{t(LABELS[type])}</strong>
              <span className="account-type__hint" id={`${groupId}-${type}-hint`}>
                {t(HINTS[type])}
              </span>
            </span>
          </label>
        ))}
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </fieldset>
      <CaptchaWidget key={captchaKey} onChange={handleCaptchaChange} />
      <div className="form__actions">
        <Button variant="secondary" onClick={handleBack}>
          {t('registerModal.back')}
        </Button>
        <Button type="submit" isDisabled={!captchaToken} isLoading={registerAccount.isPending}>
          {t('registerModal.submit')}
        </Button>
      </div>
    </form>
  );
}
