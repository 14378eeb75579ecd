import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePackagePhoto } from '../api/get-package-photo';
import './photo-viewer.css';

export type PackagePhotoImageProps = {
  url: string;
  alt: string;
  className?: string;
};

/** A photo fetched with the session's token, shown from an object URL revoked when it leaves. */
export function PackagePhotoImage({ url, alt, className }: PackagePhotoImageProps) {
  const { t } = useTranslation();
  const photo = usePackagePhoto(url);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!photo.data) {
      return;
    }
    const created = URL.createObjectURL(photo.data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo.data]);

  if (photo.isError) {
    return <span className="photo-placeholder">{t('suite.photos.failed')}</span>;
  }
  if (!objectUrl) {
    return (
      <span className="photo-placeholder" role="status">
        {t('suite.photos.loading')}
      </span>
    );
  }
  return <img className={className} src={objectUrl} alt={alt} />;
}
