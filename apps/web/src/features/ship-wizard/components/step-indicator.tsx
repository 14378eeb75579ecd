import { useTranslation } from '@/lib/i18n';
import { SHIP_WIZARD_STEPS, type ShipWizardStep } from '../ship-wizard-state';

export type StepIndicatorProps = {
  current: ShipWizardStep;
};

/** The four steps in order; the current one is `aria-current="step"`, the done ones say so. */
export function StepIndicator({ current }: StepIndicatorProps) {
  const { t } = useTranslation();
  const currentIndex = SHIP_WIZARD_STEPS.indexOf(current);
  return (
    <ol className="step-indicator" aria-label={t('shipping.wizard.stepsLabel')}>
      {SHIP_WIZARD_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={step}
            className={`step-indicator__step step-indicator__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="step-indicator__label">{t(`shipping.wizard.steps.${step}`)}</span>
            {state === 'done' ? (
              <span className="visually-hidden">{` (${t('shipping.wizard.stepDone')})`}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
