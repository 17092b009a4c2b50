import { FileOutlined } from '@ant-design/icons';
import { Button, Image, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/file-api';
import { useFileUrl } from '../../../lib/use-file-url';

// A file on record, known only by its url: shown as an image when it is one (the type comes
// with the fetched bytes), else as a button that downloads it.
export function StoredFile({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const { objectUrl, contentType, isLoading, isError } = useFileUrl(url);
  if (isLoading) return <Spin size="small" aria-label={label} />;
  if (isError || !objectUrl) return <span role="img" aria-label={`${label}: ${t('files.imageFailed')}`}>{t('files.imageFailed')}</span>;
  if (contentType?.startsWith('image/')) {
    return <Image src={objectUrl} alt={label} width={160} height={110} style={{ objectFit: 'cover' }} />;
  }
  return (
    <Button icon={<FileOutlined aria-hidden />} onClick={() => void downloadFile({ url, name: label })}>
      {t('files.download')} {label}
    </Button>
  );
}
