import { useRef, useState } from 'react';
import { useShippingPreferences } from '@/features/shipping-preferences/api/shipping-preferences';
import { useTranslation } from '@/lib/i18n';
import {
  initialShipWizardState,
  SHIP_WIZARD_STEPS,
  type ShipWizardState,
  type ShipWizardStep,
} from '../ship-wizard-state';
import { AddressStep } from './address-step';
import { DetailsStep } from './details-step';
import { PackagesStep } from './packages-step';
import { StepIndicator } from './step-indicator';
import { SummaryStep } from './summary-step';
import '../ship-wizard.css';

export type ShipWizardProps = {
  warehouseId: string;
  packageIds: readonly string[];
  /** Where the wizard goes once the request exists (the cart). */
  onCreated: () => void;
};

/**
 * The start-shipment wizard (spec section 2): address, packages and consolidation, details and
 * options, payment summary, on one page. Everything chosen lives here, so Back loses nothing; a
 * new step moves the focus to its heading, so a screen reader starts reading there.
 */
export function ShipWizard({ warehouseId, packageIds, onCreated }: ShipWizardProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ShipWizardState>(() =>
    initialShipWizardState(warehouseId, packageIds),
  );
  const [step, setStep] = useState<ShipWizardStep>('address');
  // Asked at once, so step 3 finds the kept preferences loaded and ticks them as it appears.
  useShippingPreferences();
  const hasMoved = useRef(false);
  const index = SHIP_WIZARD_STEPS.indexOf(step);

  // The heading is new with each step (its key); once the customer has moved, it takes the
  // focus. Not on the first render: the page's own heading is where a reader starts.
  const focusHeading = (node: HTMLHeadingElement | null) => {
    if (node && hasMoved.current) {
      node.focus();
    }
  };

  function handleChange(change: Partial<ShipWizardState>) {
    setState((current) => ({ ...current, ...change }));
  }

  function go(to: ShipWizardStep) {
    hasMoved.current = true;
    setStep(to);
  }

  const back = (to: ShipWizardStep) => () => go(to);

  return (
    <section className="ship-wizard" aria-labelledby="ship-wizard-step-heading">
      <StepIndicator current={step} />
      <h2 key={step} id="ship-wizard-step-heading" ref={focusHeading} tabIndex={-1}>
        {t('shipping.wizard.stepHeading', {
          number: index + 1,
          total: SHIP_WIZARD_STEPS.length,
          name: t(`shipping.wizard.steps.${step}`),
        })}
      </h2>
      {step === 'address' ? (
        <AddressStep state={state} onChange={handleChange} onNext={() => go('packages')} />
      ) : null}
      {step === 'packages' ? (
        <PackagesStep
          state={state}
          onChange={handleChange}
          onBack={back('address')}
          onNext={() => go('details')}
        />
      ) : null}
      {step === 'details' ? (
        <DetailsStep
          state={state}
          onChange={handleChange}
          onBack={back('packages')}
          onNext={() => go('summary')}
        />
      ) : null}
      {step === 'summary' ? (
        <SummaryStep
          state={state}
          onChange={handleChange}
          onBack={back('details')}
          onCreated={onCreated}
        />
      ) : null}
    </section>
  );
}
