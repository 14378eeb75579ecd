import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { PackagePhotoImage } from './package-photo-image';
import { PhotoViewer } from './photo-viewer';
import './photo-viewer.css';

export type PackagePhotosProps = {
  photos: readonly { id: string; url: string }[];
  packageNumber: string;
};

/** Thumbnails of the warehouse's photos; each opens the full-size viewer at that photo. */
export function PackagePhotos({ photos, packageNumber }: PackagePhotosProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (photos.length === 0) {
    return <p className="empty-state">{t('suite.photos.none')}</p>;
  }
  const count = formatNumber(photos.length, locale, 0);
  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, index) => {
          const position = formatNumber(index + 1, locale, 0);
          return (
            <li key={photo.id}>
              <button
                type="button"
                className="photo-grid__button"
                aria-label={t('suite.photos.open', { index: position, count })}
                onClick={() => setOpenIndex(index)}
              >
                <PackagePhotoImage url={photo.url} className="photo-grid__image" alt="" />
              </button>
            </li>
          );
        })}
      </ul>
      {openIndex === null ? null : (
        <PhotoViewer
          photos={photos}
          index={openIndex}
          packageNumber={packageNumber}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </>
  );
}
