import type { PriceOverview } from '@skyparcel/domain/pricing';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { exportRateCards } from '../api/export-rate-cards';
import { useImportRateCards } from '../api/schedule-price-version';
import { toEffectiveFrom } from './effective-from-field';
import { formatPrice, VersionLabel } from './version-label';
import { WithdrawButton } from './withdraw-button';

/** A file larger than the server takes is refused at once (MAX_RATE_CARD_CSV_BYTES). */
const MAX_CSV_BYTES = 1_000_000;
/** How many of a card's steps the list shows; the export has them all. */
const SHOWN_STEPS = 4;

export type RateCardsSectionProps = { overview: PriceOverview };

/**
 * Rate cards per origin and destination, the version in force and the scheduled ones, with the
 * CSV import (all or nothing: the bad lines are listed) and the export of any version's moment.
 */
export function RateCardsSection({ overview }: RateCardsSectionProps) {
  const { t } = useTranslation();
  return (
    <div className="price-section">
      <RateCardCsv />
      <ul className="price-list" aria-label={t('operator.prices.tabs.rateCards')}>
        {overview.rateCards.map((card) => (
          <li key={`${card.warehouseCode}-${card.destinationCode}`} className="card price-item">
            <h2 className="price-item__title">
              {card.warehouseCode} → {card.destinationCode}
            </h2>
            {card.versions.map((version) => (
              <div key={version.id} className="price-version">
                <VersionLabel effectiveFrom={version.effectiveFrom} now={overview.now} />
                <span className="price-version__figures">
                  {t('operator.prices.rateCards.steps', { count: version.steps.length })}:{' '}
                  {version.steps
                    .slice(0, SHOWN_STEPS)
                    .map((step) => `${step.kg} kg ${formatPrice(step.amount, version.currency)}`)
                    .join(' · ')}
                  {version.steps.length > SHOWN_STEPS ? ' …' : ''}
                </span>
                {version.effectiveFrom > overview.now ? (
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => void exportRateCards(version.effectiveFrom)}
                  >
                    {t('operator.prices.rateCards.exportAt', {
                      date: version.effectiveFrom.slice(0, 16).replace('T', ' '),
                    })}
                  </Button>
                ) : null}
                <WithdrawButton
                  target={{ kind: 'rate-cards', id: version.id }}
                  effectiveFrom={version.effectiveFrom}
                  now={overview.now}
                />
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RateCardCsv() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const importCards = useImportRateCards();
  const [files, setFiles] = useState<File[]>([]);
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [result, setResult] = useState<
    | { kind: 'stored'; count: number }
    | { kind: 'refused'; message: string; lines: [string, string][] }
    | null
  >(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [file] = files;
    if (!file) {
      return;
    }
    setResult(null);
    try {
      const stored = await importCards.mutateAsync({
        csv: await file.text(),
        effectiveFrom: toEffectiveFrom(effectiveFrom),
      });
      setResult({ kind: 'stored', count: stored.stored });
      setFiles([]);
    } catch (error) {
      setResult({
        kind: 'refused',
        message: isApiError(error) ? error.message : t('errors.GENERIC'),
        lines: Object.entries(isApiError(error) ? (error.fields ?? {}) : {}),
      });
    }
  }

  return (
    <form className="card price-csv" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>{t('operator.prices.rateCards.csvTitle')}</h2>
      <p>{t('operator.prices.rateCards.csvLead')}</p>
      {result?.kind === 'stored' ? (
        <Alert tone="success">
          {t('operator.prices.rateCards.imported', { count: result.count })}
        </Alert>
      ) : null}
      {result?.kind === 'refused' ? (
        <Alert tone="error">
          <p>{result.message}</p>
          {result.lines.length > 0 ? (
            <>
              <p>{t('operator.prices.rateCards.badLines')}</p>
              <ul className="price-csv__lines">
                {result.lines.map(([field, key]) => (
                  <li key={field}>
                    {field.startsWith('line.')
                      ? `${t('operator.prices.rateCards.line', { line: field.slice(5) })}: `
                      : ''}
                    {translateMessage(key)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
      <div className="form-grid form-grid--2">
        <FormField label={t('operator.prices.rateCards.csvFile')} isRequired>
          <FileInput
            name="csv"
            accept=".csv,text/csv"
            files={files}
            onChange={setFiles}
            maxBytes={MAX_CSV_BYTES}
          />
        </FormField>
        <FormField
          label={t('operator.prices.effectiveFrom')}
          hint={t('operator.prices.effectiveFromHint')}
        >
          <Input
            name="effectiveFrom"
            type="datetime-local"
            value={effectiveFrom}
            onChange={(event) => setEffectiveFrom(event.target.value)}
          />
        </FormField>
      </div>
      <div className="price-csv__actions">
        <Button type="submit" isLoading={importCards.isPending}>
          {t('operator.prices.rateCards.import')}
        </Button>
        <Button variant="secondary" onClick={() => void exportRateCards(undefined)}>
          {t('operator.prices.rateCards.exportNow')}
        </Button>
      </div>
    </form>
  );
}
