import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { isImageContentType, type UploadedFile } from '@portal/contracts/files';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/file-api';
import styles from './file-card.module.css';
import { PrivateImage } from './private-image';

interface FileCardProps {
  file: UploadedFile;
  // absent: no remove button
  onRemove?: () => void;
}

// One uploaded file in a picture-card list: an image to preview, or a document to download.
export function FileCard({ file, onRemove }: FileCardProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      {isImageContentType(file.contentType) ? (
        <PrivateImage url={file.url} alt={file.name} width="100%" height="100%" />
      ) : (
        <button type="button" className={styles.document} title={`${t('files.download')} ${file.name}`} onClick={() => void downloadFile(file)}>
          <FileOutlined style={{ fontSize: 24 }} />
          <span>{file.name}</span>
        </button>
      )}
      {onRemove && (
        <Button className={styles.remove} size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('files.delete')} ${file.name}`} onClick={onRemove} />
      )}
    </div>
  );
}
