import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { Loader } from '@/components/ui/loader';
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

  if (faqs.isPending) {
    return <Loader label={t('common.loading')} />;
  }
  if (faqs.isError) {
    return <Alert tone="error">{faqs.error.message}</Alert>;
  }
  return (
    <div className="faq-teaser">
      <div className="faq-list">
        {faqs.data.slice(0, TEASER_SIZE).map((faq) => (
          <FaqItem key={faq.id} faq={faq} />
        ))}
      </div>
      <ButtonLink to={paths.faqs.getHref()} variant="secondary">
        {t('faqs.seeAll')}
      </ButtonLink>
    </div>
  );
}
