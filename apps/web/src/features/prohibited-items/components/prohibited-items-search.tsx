import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CountryFlagSelect } from '@/components/ui/country-flag';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { usePopularItems } from '../api/get-popular-items';
import { type ProhibitedItemsQuery, useProhibitedItems } from '../api/get-prohibited-items';
import { ProhibitedItemList } from './prohibited-item-list';

/** Where one shops (spec section 1) and where the lists apply (UAE, Kuwait, Saudi Arabia, Senegal). */
export const SHOPPING_COUNTRY_CODES = ['US', 'GB', 'AE'] as const;
export const DELIVERY_COUNTRY_CODES = ['AE', 'KW', 'SA', 'SN'] as const;

/** Prohibited and restricted items by shopping and delivery country, with popular searches. */
export function ProhibitedItemsSearch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shoppingCountryCode, setShoppingCountryCode] = useState<string>('US');
  const [deliveryCountryCode, setDeliveryCountryCode] = useState<string>('AE');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<ProhibitedItemsQuery | null>(null);
  const items = useProhibitedItems(search);
  const popular = usePopularItems(deliveryCountryCode);

  function searchFor(nextKeyword: string) {
    setSearch({ shoppingCountryCode, deliveryCountryCode, keyword: nextKeyword.trim(), page: 1 });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    searchFor(keyword);
  }

  function handlePopularItem(name: string) {
    setKeyword(name);
    searchFor(name);
  }

  function handlePage(page: number) {
    if (search) {
      setSearch({ ...search, page });
    }
  }

  return (
    <div className="prohibited-items">
      <search aria-label={t('prohibitedItems.title')}>
        <form className="prohibited-items__form" onSubmit={handleSubmit}>
          <div className="form-grid form-grid--search">
            <FormField label={t('prohibitedItems.shoppingCountry')}>
              <CountryFlagSelect countryCode={shoppingCountryCode}>
                <Select
                  value={shoppingCountryCode}
                  onChange={(event) => setShoppingCountryCode(event.target.value)}
                >
                  {SHOPPING_COUNTRY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {formatCountryName(code, locale)}
                    </option>
                  ))}
                </Select>
              </CountryFlagSelect>
            </FormField>
            <FormField label={t('prohibitedItems.deliveryCountry')}>
              <CountryFlagSelect countryCode={deliveryCountryCode}>
                <Select
                  value={deliveryCountryCode}
                  onChange={(event) => setDeliveryCountryCode(event.target.value)}
                >
                  {DELIVERY_COUNTRY_CODES.map((code) => (
                    <option key={code} value={code}>
                      {formatCountryName(code, locale)}
                    </option>
                  ))}
                </Select>
              </CountryFlagSelect>
            </FormField>
            <FormField label={t('prohibitedItems.keyword')}>
              <Input
                type="search"
                value={keyword}
                placeholder={t('prohibitedItems.keywordPlaceholder')}
                onChange={(event) => setKeyword(event.target.value)}
              />
            </FormField>
            <div className="form-grid__action">
              <Button type="submit" isLoading={items.isFetching}>
                {t('prohibitedItems.submit')}
              </Button>
            </div>
          </div>
        </form>
      </search>

      {popular.data && popular.data.length > 0 ? (
        <div className="chips">
          <p className="chips__label" id="popular-items-label">
            {t('prohibitedItems.popular')}
          </p>
          <ul className="chips__list" aria-labelledby="popular-items-label">
            {popular.data.map((item) => (
              <li key={item.id}>
                <button type="button" className="chip" onClick={() => handlePopularItem(item.name)}>
                  {item.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div aria-live="polite">
        {/* Nothing shows until the first search. */}
        <QueryState query={items} idle={null}>
          {(result) => <ProhibitedItemList result={result} onPage={handlePage} />}
        </QueryState>
      </div>
    </div>
  );
}
