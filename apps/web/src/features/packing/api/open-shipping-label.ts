import { fetchAuthorisedFile, saveBlob } from '@/lib/authorised-file';

/**
 * GET …/boxes/{n}/label.pdf in a new tab. The call wants the bearer token, which a plain link
 * cannot send: the tab opens at once (inside the click, so no popup blocker stops it), the PDF is
 * fetched with the token and shown there through an object URL; with no tab it is downloaded.
 */
export async function openShippingLabel(labelUrl: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await (await fetchAuthorisedFile(labelUrl, 'shipping label')).blob();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) {
    saveBlob(blob, fileName);
    return;
  }
  const href = URL.createObjectURL(blob);
  tab.location.href = href;
  // The tab has the bytes by then.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
