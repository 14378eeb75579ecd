import type { Faq } from '@skyparcel/domain/reference';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { isMessageKey, useTranslation } from '@/lib/i18n';
import { useFaqs } from '../api/get-faqs';
import { FaqItem } from './faq-item';
import '../faqs.css';

/** All FAQs as accordions under one heading per category, categories in first-seen order. */
export function FaqList() {
  const { t } = useTranslation();
  const faqs = useFaqs();

  if (faqs.isPending) {
    return <Loader label={t('common.loading')} />;
  }
  if (faqs.isError) {
    return <Alert tone="error">{faqs.error.message}</Alert>;
  }
  if (faqs.data.length === 0) {
    return <p className="empty-state">{t('faqs.empty')}</p>;
  }

  return (
    <div className="faq-groups">
      {groupByCategory(faqs.data).map(([category, items]) => {
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
