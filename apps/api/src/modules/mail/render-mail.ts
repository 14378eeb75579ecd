import type { Locale } from '@skyparcel/domain/locale';
import { isRtlLocale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import { escapeHtml } from '../../lib/escape-html';

export type MailContent = {
  locale: Locale;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label/value rows, such as the fields of a contact enquiry. */
  details?: [string, string][];
  /** The footer's unsubscribe line (issue 14): its text and the signed link. */
  unsubscribe?: { label: string; url: string } | undefined;
};

/** One layout for every e-mail, in the recipient's language and direction; text and HTML agree. */
export function renderMail({
  locale,
  subject,
  heading,
  paragraphs,
  details = [],
  unsubscribe,
}: MailContent) {
  const signature = translate(locale, 'mail.signature');
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    details.length ? '' : null,
    signature,
    unsubscribe ? `\n${unsubscribe.label}: ${unsubscribe.url}` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
  const dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:start;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1a2b4a;max-width:600px;margin:auto">
<h1 style="font-size:20px;color:#0b3d91">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join('\n')}
${rows ? `<table>${rows}</table>` : ''}
<p style="color:#5a6b85">${escapeHtml(signature)}</p>
${unsubscribe ? `<p style="color:#5a6b85;font-size:12px"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</body></html>`;
  return { subject, text, html };
}
