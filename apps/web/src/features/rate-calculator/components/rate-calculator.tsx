import { volumetricWeightKg } from '@skyparcel/domain/shipping';
import { inToCm, lbToKg } from '@skyparcel/domain/units';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CountryFlagSelect } from '@/components/ui/country-flag';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-error';
import { formatMeasure } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { parseDecimal } from '@/lib/parse-decimal';
import { useValidatedForm } from '@/lib/use-validated-form';
import { type DeliveryPriceRequest, useDeliveryPrice } from '../api/get-delivery-price';
import { useCountryNames, useDestinationCountries } from '../api/get-shipping-countries';
import { useWarehouses } from '../api/get-warehouses';
import {
  CALCULATOR_CURRENCIES,
  FORM_FIELD_OF_QUERY_PARAM,
  RATE_CALCULATOR_DEFAULTS,
  type RateCalculatorFormValues,
  toDeliveryPriceRequest,
  validateRateCalculatorForm,
} from '../rate-calculator-form';
import '../rate-calculator.css';

// The quote, with the money formatter it needs, loads with the first quote (started on submit,
// beside the price call) rather than with the home page, whose script budget is tight
// (decisions 014 and 029).
const loadDeliveryPriceResult = () => import('./delivery-price-result');
const DeliveryPriceResult = lazy(() =>
  loadDeliveryPriceResult().then((module) => ({ default: module.DeliveryPriceResult })),
);
// The chosen warehouse's airport rules load with the choice, not with the home page.
const AirportRulesPanel = lazy(() =>
  import('@/components/airport-rules-panel').then((module) => ({
    default: module.AirportRulesPanel,
  })),
);

/**
 * Price of a delivery from a warehouse to a destination, with the volumetric and chargeable
 * weight and the duty/VAT estimate. Pounds and inches show their metric value as one types.
 */
export function RateCalculator() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();
  const warehouses = useWarehouses();
  const destinations = useDestinationCountries();
  const countryNames = useCountryNames();
  const [request, setRequest] = useState<DeliveryPriceRequest | null>(null);
  const price = useDeliveryPrice(request);

  const { register, handleSubmit, setError, formState, watch } = useValidatedForm({
    defaultValues: RATE_CALCULATOR_DEFAULTS,
    validate: validateRateCalculatorForm,
  });
  const { errors } = formState;
  const {
    warehouseId,
    toCountryCode,
    weight,
    weightUnit,
    length,
    width,
    depth,
    dimensionUnit,
    pieces,
  } = watch();
  const fromCountryCode =
    warehouses.data?.find((warehouse) => warehouse.id === warehouseId)?.countryCode ?? '';

  useEffect(() => {
    if (!isApiError(price.error) || !price.error.fields) {
      return;
    }
    for (const [param, message] of Object.entries(price.error.fields)) {
      const field = FORM_FIELD_OF_QUERY_PARAM[param];
      if (field) {
        setError(field, { message });
      }
    }
  }, [price.error, setError]);

  function handleCalculate(values: RateCalculatorFormValues) {
    void loadDeliveryPriceResult();
    setRequest(toDeliveryPriceRequest(values));
  }

  const sameCountryCount = (countryCode: string) =>
    warehouses.data?.filter((warehouse) => warehouse.countryCode === countryCode).length ?? 0;
  const weightNumber = parseDecimal(weight);
  const sides = [length, width, depth].map(parseDecimal);
  const hasAllSides = sides.every((side) => side > 0);
  const piecesNumber = parseDecimal(pieces);
  const volumetricPreview =
    hasAllSides && Number.isInteger(piecesNumber) && piecesNumber >= 1
      ? volumetricWeightKg({
          length: sides[0] ?? 0,
          width: sides[1] ?? 0,
          depth: sides[2] ?? 0,
          unit: dimensionUnit,
          pieces: piecesNumber,
        })
      : undefined;

  function inCentimetres(text: string) {
    const inches = parseDecimal(text);
    return dimensionUnit === 'In' && inches > 0
      ? t('calculator.converted', { value: formatMeasure(inToCm(inches), 'centimeter', locale) })
      : undefined;
  }

  return (
    <div className="calculator">
      <form className="calculator__form" noValidate onSubmit={handleSubmit(handleCalculate)}>
        {warehouses.isError || destinations.isError ? (
          <Alert tone="error">{(warehouses.error ?? destinations.error)?.message}</Alert>
        ) : null}

        <fieldset className="fieldset">
          <legend>{t('calculator.route')}</legend>
          <div className="form-grid form-grid--2">
            <FormField
              label={t('calculator.fromWarehouse')}
              isRequired
              error={translateMessage(errors.warehouseId?.message)}
            >
              <CountryFlagSelect countryCode={fromCountryCode}>
                <Select {...register('warehouseId')}>
                  <option value="">
                    {warehouses.isPending ? t('common.loading') : t('common.choose')}
                  </option>
                  {warehouses.data?.map((warehouse) => {
                    const country =
                      countryNames.data?.get(warehouse.countryCode) ?? warehouse.countryName;
                    return (
                      <option key={warehouse.id} value={warehouse.id}>
                        {sameCountryCount(warehouse.countryCode) > 1
                          ? `${country} – ${warehouse.name}`
                          : country}
                      </option>
                    );
                  })}
                </Select>
              </CountryFlagSelect>
            </FormField>
            <FormField
              label={t('calculator.toCountry')}
              isRequired
              error={translateMessage(errors.toCountryCode?.message)}
            >
              <CountryFlagSelect countryCode={toCountryCode}>
                <Select {...register('toCountryCode')}>
                  <option value="">
                    {destinations.isPending ? t('common.loading') : t('common.choose')}
                  </option>
                  {destinations.data?.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.localName}
                    </option>
                  ))}
                </Select>
              </CountryFlagSelect>
            </FormField>
          </div>
        </fieldset>
        {warehouseId ? (
          <Suspense fallback={null}>
            <AirportRulesPanel warehouseId={warehouseId} />
          </Suspense>
        ) : null}

        <fieldset className="fieldset">
          <legend>{t('calculator.package')}</legend>
          <div className="form-grid form-grid--unit">
            <FormField
              label={t('calculator.weight')}
              isRequired
              error={translateMessage(errors.weight?.message)}
              addon={
                weightUnit === 'Lb' && weightNumber > 0
                  ? t('calculator.converted', {
                      value: formatMeasure(lbToKg(weightNumber), 'kilogram', locale),
                    })
                  : undefined
              }
            >
              <Input inputMode="decimal" autoComplete="off" {...register('weight')} />
            </FormField>
            <FormField label={t('calculator.weightUnit')}>
              <Select {...register('weightUnit')}>
                <option value="Lb">{t('common.units.lb')}</option>
                <option value="Kg">{t('common.units.kg')}</option>
              </Select>
            </FormField>
          </div>
          <div className="form-grid form-grid--dimensions">
            <FormField
              label={t('calculator.length')}
              error={translateMessage(errors.length?.message)}
              addon={inCentimetres(length)}
            >
              <Input inputMode="decimal" autoComplete="off" {...register('length')} />
            </FormField>
            <FormField
              label={t('calculator.width')}
              error={translateMessage(errors.width?.message)}
              addon={inCentimetres(width)}
            >
              <Input inputMode="decimal" autoComplete="off" {...register('width')} />
            </FormField>
            <FormField
              label={t('calculator.depth')}
              error={translateMessage(errors.depth?.message)}
              addon={inCentimetres(depth)}
            >
              <Input inputMode="decimal" autoComplete="off" {...register('depth')} />
            </FormField>
            <FormField label={t('calculator.dimensionUnit')}>
              <Select {...register('dimensionUnit')}>
                <option value="In">{t('common.units.in')}</option>
                <option value="Cm">{t('common.units.cm')}</option>
              </Select>
            </FormField>
          </div>
          <div className="form-grid form-grid--2">
            <FormField
              label={t('calculator.pieces')}
              isRequired
              error={translateMessage(errors.pieces?.message)}
            >
              <Input inputMode="numeric" autoComplete="off" {...register('pieces')} />
            </FormField>
            {volumetricPreview === undefined ? null : (
              <p className="calculator__preview" aria-live="polite">
                {t('calculator.volumetricPreview', {
                  weight: formatMeasure(volumetricPreview, 'kilogram', locale),
                })}
              </p>
            )}
          </div>
        </fieldset>

        <fieldset className="fieldset">
          <legend>{t('calculator.declaredValue')}</legend>
          <div className="form-grid form-grid--unit">
            <FormField
              label={t('calculator.value')}
              hint={t('calculator.valueHint')}
              error={translateMessage(errors.value?.message)}
            >
              <Input inputMode="decimal" autoComplete="off" {...register('value')} />
            </FormField>
            <FormField label={t('calculator.currency')}>
              <Select {...register('valueCurrency')}>
                {CALCULATOR_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {`${currency} – ${t(`calculator.currencies.${currency}`)}`}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        </fieldset>

        <Button type="submit" isLoading={price.isFetching}>
          {t('calculator.submit')}
        </Button>
      </form>

      <div className="calculator__result" aria-live="polite">
        {price.isError ? <Alert tone="error">{price.error.message}</Alert> : null}
        {price.data ? (
          <Suspense fallback={null}>
            <DeliveryPriceResult price={price.data} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
