import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

export type WizardNavigationProps = {
  onBack?: (() => void) | undefined;
  onNext: () => void;
  /** The forward button's text; "Next" unless the step ends the wizard. */
  nextLabel?: ReactNode;
  isNextLoading?: boolean;
  isNextDisabled?: boolean;
};

/** Back and Next of one step; Back keeps everything chosen. */
export function WizardNavigation({
  onBack,
  onNext,
  nextLabel,
  isNextLoading = false,
  isNextDisabled = false,
}: WizardNavigationProps) {
  const { t } = useTranslation();
  return (
    <div className="button-row ship-wizard__navigation">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {t('shipping.wizard.back')}
        </Button>
      ) : null}
      <Button onClick={onNext} isLoading={isNextLoading} isDisabled={isNextDisabled}>
        {nextLabel ?? t('shipping.wizard.next')}
      </Button>
    </div>
  );
}
