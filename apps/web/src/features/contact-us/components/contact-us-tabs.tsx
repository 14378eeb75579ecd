import { ENQUIRY_FORMS, type EnquiryForm } from '@skyparcel/domain/enquiry-forms';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { ContactForm } from './contact-form';
import '../contact-us.css';

/** The four contact forms as tabs; `?form=loss_claim` opens one directly. */
export function ContactUsTabs() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected: EnquiryForm =
    ENQUIRY_FORMS.find((form) => form === searchParams.get('form')) ?? 'general';

  function handleSelect(form: EnquiryForm) {
    setSearchParams(
      (current) => {
        current.set('form', form);
        return current;
      },
      { replace: true },
    );
  }

  return (
    <Tabs
      label={t('contactUs.formsLabel')}
      items={ENQUIRY_FORMS.map((form) => ({ id: form, label: t(`contactUs.forms.${form}`) }))}
      selectedId={selected}
      onSelect={handleSelect}
    >
      <p className="contact-form__intro">{t(`contactUs.intro.${selected}`)}</p>
      <ContactForm key={selected} form={selected} />
    </Tabs>
  );
}
