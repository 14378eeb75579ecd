import type { PriceOverview } from '@skyparcel/domain/pricing';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { CouponsSection } from './coupons-section';
import { CustomsRulesSection } from './customs-rules-section';
import { ExchangeRatesBanner } from './exchange-rates-banner';
import { ExchangeRatesSection } from './exchange-rates-section';
import { MembershipSection } from './membership-section';
import { OptionFeesSection } from './option-fees-section';
import { RateCardsSection } from './rate-cards-section';
import { WarehouseTermsSection } from './warehouse-terms-section';
import '../price-admin.css';

const SECTIONS = [
  'rateCards',
  'optionFees',
  'storage',
  'exchangeRates',
  'customs',
  'membership',
  'coupons',
] as const;
type Section = (typeof SECTIONS)[number];

export type PriceAdminPanelProps = { overview: PriceOverview };

/**
 * The price data in tabs, one kind each; the fallback of the exchange rates shows on its tab,
 * and the rates quotes will miss above the tabs too (decision 059).
 */
export function PriceAdminPanel({ overview }: PriceAdminPanelProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('rateCards');
  return (
    <>
      <ExchangeRatesBanner
        exchangeRates={overview.exchangeRates}
        onOpen={() => setSection('exchangeRates')}
      />
      <Tabs
        label={t('operator.prices.title')}
        items={SECTIONS.map((id) => ({ id, label: t(`operator.prices.tabs.${id}`) }))}
        selectedId={section}
        onSelect={setSection}
      >
        {section === 'rateCards' ? <RateCardsSection overview={overview} /> : null}
        {section === 'optionFees' ? <OptionFeesSection overview={overview} /> : null}
        {section === 'storage' ? <WarehouseTermsSection overview={overview} /> : null}
        {section === 'exchangeRates' ? <ExchangeRatesSection overview={overview} /> : null}
        {section === 'customs' ? <CustomsRulesSection overview={overview} /> : null}
        {section === 'membership' ? <MembershipSection overview={overview} /> : null}
        {section === 'coupons' ? <CouponsSection /> : null}
      </Tabs>
    </>
  );
}
