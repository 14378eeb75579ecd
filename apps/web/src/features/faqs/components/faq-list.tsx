import type { Faq } from '@skyparcel/domain/reference';
import { QueryState } from '@/components/ui/query-state';
import { isMessageKey, useTranslation } from '@/lib/i18n';
import { useFaqs } from '../api/get-faqs';
import { FaqItem } from './faq-item';
import '../faqs.css';

/** All FAQs as accordions under one heading per category, categories in first-seen order. */
export function FaqList() {
  const { t } = useTranslation();
  const faqs = useFaqs();

  return (
    <QueryState query={faqs} isEmpty={(list) => list.length === 0} empty={t('faqs.empty')}>
      {(list) => (
        <div className="faq-groups">
          {groupByCategory(list).map(([category, items]) => {
            const key = `faqs.categories.${category}`;
            return (
              <section key={category} className="faq-group" aria-labelledby={headingId(category)}>
                <h2 id={headingId(category)}>{isMessageKey(key) ? t(key) : category}</h2>
                <div className="faq-list">
                  {items.map((faq) => (
                    <FaqItem key={faq.id} faq={faq} />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </QueryState>
  );
}

function groupByCategory(faqs: readonly Faq[]): [string, Faq[]][] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  }
  return [...groups];
}

function headingId(category: string): string {
  return `faq-${category.replace(/[^\w-]+/g, '-')}`;
}
