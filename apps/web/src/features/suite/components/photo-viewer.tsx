import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { PackagePhotoImage } from './package-photo-image';
import './photo-viewer.css';

export type PhotoViewerProps = {
  photos: readonly { id: string; url: string }[];
  index: number;
  packageNumber: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * Full-size photos in a modal dialog: next and previous by button or arrow key (mirrored right
 * to left, as the tabs are), Escape or Close to leave; the dialog gives focus back to the
 * thumbnail that opened it.
 */
export function PhotoViewer({
  photos,
  index,
  packageNumber,
  onIndexChange,
  onClose,
}: PhotoViewerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = photos.length;
  const photo = photos[index];
  const show = (next: number) => onIndexChange((next + count) % count);
  // The handler is registered once; it reads the latest index through the ref.
  const latest = useRef({ index, show });
  latest.current = { index, show };

  useEffect(() => {
    // On the document: the dialog's own handler only knows Escape and Tab, and focus may sit on
    // the dialog itself or any of its buttons.
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') {
        return;
      }
      const isRtl = document.documentElement.dir === 'rtl';
      const forward = (event.key === 'ArrowRight') !== isRtl;
      event.preventDefault();
      latest.current.show(latest.current.index + (forward ? 1 : -1));
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  if (!photo) {
    return null;
  }
  const position = {
    index: formatNumber(index + 1, locale, 0),
    count: formatNumber(count, locale, 0),
  };

  return (
    <Dialog
      title={t('suite.photos.viewer', position)}
      closeLabel={t('suite.photos.close')}
      onClose={onClose}
    >
      <div className="photo-viewer">
        <p className="photo-viewer__hint">{t('suite.photos.hint')}</p>
        <div className="photo-viewer__frame">
          <PackagePhotoImage
            key={photo.id}
            url={photo.url}
            className="photo-viewer__image"
            alt={t('suite.photos.alt', { number: packageNumber, index: position.index })}
          />
        </div>
        {count > 1 ? (
          <div className="photo-viewer__controls">
            <Button variant="secondary" onClick={() => show(index - 1)}>
              {t('suite.photos.previous')}
            </Button>
            <Button variant="secondary" onClick={() => show(index + 1)}>
              {t('suite.photos.next')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
