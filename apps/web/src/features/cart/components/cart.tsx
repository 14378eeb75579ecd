import type { ShipRequestSummary } from '@skyparcel/domain/ship-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ownerColumn } from '@/components/ui/owner-column';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatPackageMoney } from '@/features/suite/package-format';
import { isApiError } from '@/lib/api-error';
import { formatCountryName, formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useCancelShipRequest } from '../api/cancel-ship-request';
import { CART_QUERY_KEY, useCart } from '../api/get-cart';
import { chooseCartView } from '../cart-view';
import { CartInvoices } from './cart-invoices';
import { InvoiceCreditChoice } from './invoice-credit-choice';
import { PayButton } from './pay-button';
import { PayWith, usePaymentChoice } from './pay-with';
import { RequestPriceLines } from './request-price-lines';
import '../cart.css';

/**
 * The cart (spec section 2): the customer's unpaid ship requests of every warehouse with their
 * packages and totals, their unpaid invoices (issue 13; an overdue one said first: no request is
 * paid before it) with the choice to spend account credit on them, a Pay per request or invoice
 * and a Pay all per currency with a saved card or a new one, and cancelling a request (its
 * packages go back to Ready to send) after a confirmation. `/cart?invoice=<id>` (an invoice
 * page's Pay now) shows only that invoice.
 */
export function Cart() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cart = useCart();
  const cancel = useCancelShipRequest();
  const payment = usePaymentChoice();
  const [search] = useSearchParams();
  const chosenInvoiceId = search.get('invoice');
  const [useCredit, setUseCredit] = useState(false);
  const [toCancel, setToCancel] = useState<ShipRequestSummary | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const queryClient = useQueryClient();
  // A refused payment means the cart shown is out of date (cancelled or paid in another tab, a
  // price that moved): its text shows, and the cart is asked again, so it lists what is payable.
  const showPaymentError = (text: string) => {
    setNotice({ tone: 'error', text });
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  };

  async function handleCancel() {
    if (!toCancel) {
      return;
    }
    setCancelError(null);
    try {
      await cancel.mutateAsync(toCancel.id);
      setNotice({
        tone: 'success',
        text: t('shipping.cart.cancelled', { orderNumber: toCancel.orderNumber }),
      });
      setToCancel(null);
    } catch (error) {
      setCancelError(isApiError(error) ? error.message : t('errors.GENERIC'));
    }
  }

  const columns: DataTableColumn<ShipRequestSummary>[] = [
    {
      id: 'orderNumber',
      header: t('shipping.cart.orderNumber'),
      isRowHeader: true,
      cell: (request) => <span dir="ltr">{request.orderNumber}</span>,
    },
    // A business user's cart holds the company's requests (decision 053): whose each one is.
    ...ownerColumn(cart.data?.requests ?? [], {
      header: t('shipping.cart.owner'),
      you: t('shipping.cart.ownerYou'),
    }),
    {
      id: 'requestDate',
      header: t('shipping.cart.requestDate'),
      cell: (request) => formatDateTime(request.requestDate, locale),
    },
    {
      id: 'route',
      header: t('shipping.cart.route'),
      cell: (request) =>
        t('shipping.cart.routeValue', {
          from: request.warehouseCode,
          to: formatCountryName(request.destinationCode, locale),
        }),
    },
    {
      id: 'packages',
      header: t('shipping.cart.packages'),
      cell: (request) => (
        <ul className="cart__packages">
          {request.packages.map((pkg) => (
            <li key={pkg.id}>
              <span dir="ltr">{pkg.packageNumber}</span> {pkg.retailerName}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'lines',
      header: t('shipping.cart.lines'),
      cell: (request) => (
        <RequestPriceLines requestId={request.id} orderNumber={request.orderNumber} />
      ),
    },
    {
      id: 'total',
      header: t('shipping.cart.total'),
      cell: (request) => <strong>{formatPackageMoney(request.total, locale)}</strong>,
    },
    {
      id: 'actions',
      header: t('shipping.cart.actions'),
      cell: (request) => (
        <div className="button-row">
          <PayButton
            requestIds={[request.id]}
            method={payment.method}
            label={t('shipping.cart.pay', { orderNumber: request.orderNumber })}
            onError={showPaymentError}
          />
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setCancelError(null);
              setToCancel(request);
            }}
          >
            {t('shipping.cart.cancel', { orderNumber: request.orderNumber })}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="cart">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <QueryState
        query={cart}
        isEmpty={(answer) => answer.requests.length === 0 && answer.invoices.length === 0}
        empty={t('shipping.cart.empty')}
        errorTitle={t('shipping.cart.loadFailed')}
      >
        {(answer) => {
          const view = chooseCartView(answer, chosenInvoiceId);
          return (
            <>
              {view.isChosenGone ? (
                <Alert tone="info">{t('shipping.cart.invoices.notOwed')}</Alert>
              ) : null}
              {view.chosen ? (
                <p>
                  {t('shipping.cart.invoices.chosen', { number: view.chosen.number })}{' '}
                  <AppLink to={paths.cart.getHref()}>{t('shipping.cart.showAll')}</AppLink>
                </p>
              ) : null}
              {view.invoices
                .filter((invoice) => invoice.isOverdue)
                .slice(0, 1)
                .map((invoice) => (
                  <Alert key={invoice.id} tone="error">
                    {t('shipping.cart.invoices.overdueNotice', { number: invoice.number })}
                  </Alert>
                ))}
              {view.invoices.length > 0 ? (
                <>
                  <CartInvoices
                    invoices={view.invoices}
                    method={payment.method}
                    useCredit={useCredit}
                    onError={showPaymentError}
                  />
                  <InvoiceCreditChoice
                    invoices={view.invoices}
                    credit={answer.credit}
                    isChecked={useCredit}
                    onChange={setUseCredit}
                  />
                </>
              ) : null}
              {view.requests.length > 0 ? (
                <DataTable
                  columns={columns}
                  rows={view.requests}
                  getRowKey={(request) => request.id}
                  caption={t('shipping.cart.caption', { count: view.requests.length })}
                  isCaptionVisible
                />
              ) : null}
              <PayWith choice={payment} />
              <ul className="cart__totals">
                {view.totals.map((total) => (
                  <li key={total.currency}>
                    <span>
                      {t('shipping.cart.grandTotal', { total: formatPackageMoney(total, locale) })}
                    </span>
                    <PayButton
                      requestIds={view.requests
                        .filter((request) => request.total.currency === total.currency)
                        .map((request) => request.id)}
                      invoiceIds={view.invoices
                        .filter((invoice) => invoice.outstanding.currency === total.currency)
                        .map((invoice) => invoice.id)}
                      useCredit={useCredit}
                      method={payment.method}
                      label={t('shipping.cart.payAll', { currency: total.currency })}
                      onError={showPaymentError}
                    />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
      {toCancel ? (
        <ConfirmDialog
          title={t('shipping.cart.cancelTitle', { orderNumber: toCancel.orderNumber })}
          confirmLabel={t('shipping.cart.cancelConfirm')}
          cancelLabel={t('shipping.cart.keep')}
          closeLabel={t('shipping.cart.close')}
          error={cancelError}
          isLoading={cancel.isPending}
          onConfirm={() => void handleCancel()}
          onCancel={() => setToCancel(null)}
        >
          <p>{t('shipping.cart.cancelBody', { count: toCancel.packageCount })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
