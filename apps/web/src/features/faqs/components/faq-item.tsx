import type { Faq } from '@skyparcel/domain/reference';
import { Disclosure } from '@/components/ui/disclosure';

export type FaqItemProps = {
  faq: Faq;
};

export function FaqItem({ faq }: FaqItemProps) {
  return (
    <Disclosure summary={faq.question}>
      {faq.answer.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Disclosure>
  );
}
