import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { formatPackageMoney } from '@/features/suite/package-format';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useShipRequest } from '../api/get-ship-request';

export type RequestPriceLinesProps = {
  requestId: string;
  orderNumber: string;
};

/**
 * A request's price line by line, as it was quoted and stored (the amount charged), asked for
 * only when the customer opens it.
 */
export function RequestPriceLines({ requestId, orderNumber }: RequestPriceLinesProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="disclosure" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="disclosure__summary">
        {t('shipping.cart.priceLines', { orderNumber })}
      </summary>
      <div className="disclosure__body">{isOpen ? <Lines requestId={requestId} /> : null}</div>
    </details>
  );
}

function Lines({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const request = useShipRequest(requestId);
  return (
    <QueryState query={request} errorTitle={t('shipping.cart.priceLinesFailed')}>
      {({ quote }) => (
        <>
          <dl className="facts facts--table cart__lines">
            {quote.lines.map((line) => (
              <div
                className="facts__item"
                key={`${line.code}-${String(line.params.packageId ?? '')}`}
              >
                <dt>{t(`shipping.quote.lines.${line.code}`)}</dt>
                <dd>{formatPackageMoney(line.amount, locale)}</dd>
              </div>
            ))}
          </dl>
          <p className="cart__held">
            {t('shipping.cart.priceHeld', { date: formatDateTime(quote.expiresAt, locale) })}
          </p>
        </>
      )}
    </QueryState>
  );
}
