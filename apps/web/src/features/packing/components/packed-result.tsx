import type { PackedBox, PackingDetails } from '@skyparcel/domain/packing';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatMeasure, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { openShippingLabel } from '../api/open-shipping-label';

/**
 * A packed request: its AWB, weights, an EDI booking's pallets, the weight difference and a label
 * per box, each box with its actual, volumetric (cm / 6000), DIM (in / 166, lb) and billed weight.
 */
export function PackedResult({ details }: { details: PackingDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [labelError, setLabelError] = useState(false);
  const kg = (value: number | null) => formatMeasure(value ?? 0, 'kilogram', locale);
  const lb = (value: number) => formatMeasure(value, 'pound', locale);
  const boxCount = details.boxes.length;

  async function handlePrint(box: PackedBox) {
    setLabelError(false);
    try {
      await openShippingLabel(
        box.labelUrl,
        `${details.airWaybillNumber ?? details.orderNumber}-${box.boxNumber}.pdf`,
      );
    } catch {
      setLabelError(true);
    }
  }

  const columns: DataTableColumn<PackedBox>[] = [
    {
      id: 'box',
      header: t('operator.packing.box'),
      isRowHeader: true,
      cell: (box) => t('operator.packing.boxOf', { number: box.boxNumber, count: boxCount }),
    },
    { id: 'actual', header: t('operator.packing.actualWeight'), cell: (box) => kg(box.actualKg) },
    {
      id: 'volumetric',
      header: t('operator.packing.volumetricWeight'),
      cell: (box) => kg(box.volumetricKg),
    },
    { id: 'dim', header: t('operator.packing.dimWeight'), cell: (box) => lb(box.dimWeight.amount) },
    { id: 'billed', header: t('operator.packing.billedWeight'), cell: (box) => kg(box.billedKg) },
    {
      id: 'label',
      header: t('operator.packing.label'),
      cell: (box) => (
        <Button size="small" variant="secondary" onClick={() => void handlePrint(box)}>
          {t('operator.packing.printLabel', { number: box.boxNumber })}
        </Button>
      ),
    },
  ];

  const difference = details.weightDifference;
  return (
    <section className="packing-panel__section" aria-labelledby="packed-title">
      <h2 id="packed-title">{t('operator.packing.packedTitle')}</h2>
      <dl className="packing-facts">
        <dt>{t('operator.packing.airWaybill')}</dt>
        <dd dir="ltr">{details.airWaybillNumber}</dd>
        <dt>{t('operator.packing.finalWeight')}</dt>
        <dd>{kg(details.finalWeightKg)}</dd>
        <dt>{t('operator.packing.billedWeight')}</dt>
        <dd>{kg(details.billedWeightKg)}</dd>
        {details.palletCount === null ? null : (
          <>
            <dt>{t('operator.packing.pallets')}</dt>
            <dd>{formatNumber(details.palletCount, locale, 0)}</dd>
          </>
        )}
      </dl>
      {difference?.kind === 'higher' && difference.amount ? (
        <Alert tone="info" title={t('operator.packing.differenceTitle')}>
          {t('operator.packing.differenceHigher', {
            paid: kg(difference.paidKg),
            billed: kg(difference.billedKg),
            amount: formatMoneyDto(difference.amount, locale),
          })}
        </Alert>
      ) : null}
      {difference?.kind === 'lower' ? (
        <Alert tone="info">
          {t('operator.packing.differenceLower', {
            paid: kg(difference.paidKg),
            billed: kg(difference.billedKg),
          })}
        </Alert>
      ) : null}
      {labelError ? <Alert tone="error">{t('operator.packing.labelFailed')}</Alert> : null}
      <DataTable
        columns={columns}
        rows={details.boxes}
        getRowKey={(box) => String(box.boxNumber)}
        caption={t('operator.packing.boxesTitle')}
      />
    </section>
  );
}
