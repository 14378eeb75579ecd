import { ButtonLink } from '@/components/ui/button-link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useFaqs } from '../api/get-faqs';
import { FaqItem } from './faq-item';
import '../faqs.css';

const TEASER_SIZE = 4;

/** The first four FAQs and a link to all of them. */
export function FaqTeaser() {
  const { t } = useTranslation();
  const faqs = useFaqs();

  return (
    <QueryState query={faqs}>
      {(list) => (
        <div className="faq-teaser">
          <div className="faq-list">
            {list.slice(0, TEASER_SIZE).map((faq) => (
              <FaqItem key={faq.id} faq={faq} />
            ))}
          </div>
          <ButtonLink to={paths.faqs.getHref()} variant="secondary">
            {t('faqs.seeAll')}
          </ButtonLink>
        </div>
      )}
    </QueryState>
  );
}
