import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

/**
 * GET …/boxes/{n}/label.pdf in a new tab. The call wants the bearer token, which a plain link
 * cannot send: the tab opens at once (inside the click, so no popup blocker stops it), the PDF is
 * fetched with the token and shown there through an object URL; with no tab it is downloaded.
 */
export async function openShippingLabel(labelUrl: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  const token = getSessionToken();
  const response = await fetch(labelUrl, {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    tab?.close();
    throw new Error(`shipping label ${response.status}`);
  }
  const href = URL.createObjectURL(await response.blob());
  if (tab) {
    tab.location.href = href;
  } else {
    const link = window.document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.hidden = true;
    window.document.body.append(link);
    link.click();
    link.remove();
  }
  // The tab or the download has the bytes by then.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
