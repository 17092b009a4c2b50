import { FileOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../../lib/use-file-url';
import styles from './stored-file.module.css';

// The download's code (with the error table it reads) comes with the click, not with the page.
const download = (url: string, name: string) => import('../../../lib/file-api').then((module) => module.downloadFile({ url, name }));

// A file on record, known only by its url: shown as an image when it is one (the type comes
// with the fetched bytes), else as a button that downloads it. An image is a plain <img> in a
// button that opens the preview (`onPreview`): antd's Image would bring the form libraries
// (≈ 60 KiB) to every visit of the page for a preview few open.
export function StoredFile({ url, label, onPreview }: { url: string; label: string; onPreview: (objectUrl: string) => void }) {
  const { t } = useTranslation();
  const { objectUrl, contentType, isLoading, isError } = useFileUrl(url);
  if (isLoading) return <Spin size="small" aria-label={label} />;
  if (isError || !objectUrl) return <span role="img" aria-label={`${label}: ${t('files.imageFailed')}`}>{t('files.imageFailed')}</span>;
  if (contentType?.startsWith('image/')) {
    return (
      <button type="button" className={styles.thumbnail} title={t('files.preview')} onClick={() => onPreview(objectUrl)}>
        <img src={objectUrl} alt={label} width={160} height={110} />
      </button>
    );
  }
  return (
    <Button icon={<FileOutlined aria-hidden />} onClick={() => void download(url, label)}>
      {t('files.download')} {label}
    </Button>
  );
}
