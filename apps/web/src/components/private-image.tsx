import { FileImageOutlined } from '@ant-design/icons';
import { Image, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../lib/use-file-url';

interface PrivateImageProps {
  // an uploaded file's url ('/app-api/file/get/{id}')
  url: string | null | undefined;
  alt: string;
  width?: number | string;
  height?: number | string;
  // click to see it large (antd Image preview)
  preview?: boolean;
  className?: string;
}

// An uploaded image. Files need the member's token, so the image is fetched through the api
// client and shown from an object URL; a spinner while it loads, an icon if it cannot.
export function PrivateImage({ url, alt, width = 104, height = 104, preview = true, className }: PrivateImageProps) {
  const { t } = useTranslation();
  const { objectUrl, isLoading, isError } = useFileUrl(url);
  const box: CSSProperties = { width, height, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0, 0, 0, 0.02)' };

  if (isLoading) {
    return (
      <span role="img" aria-label={alt} aria-busy="true" className={className} style={box}>
        <Spin size="small" />
      </span>
    );
  }
  if (isError || !objectUrl) {
    return (
      <span role="img" aria-label={`${alt}: ${t('files.imageFailed')}`} title={t('files.imageFailed')} className={className} style={box}>
        <FileImageOutlined style={{ fontSize: 24, color: 'rgba(0, 0, 0, 0.25)' }} />
      </span>
    );
  }
  return <Image src={objectUrl} alt={alt} width={width} height={height} preview={preview} className={className} style={{ objectFit: 'cover' }} />;
}
