import { FileImageOutlined, FileOutlined } from '@ant-design/icons';
import type { AbnormalFile } from '@portal/contracts/abnormal';
import { Button, Image, Spin } from 'antd';
import { saveFile } from '../../lib/save-file';
import { useFileUrl } from '../../lib/use-file-url';
import { staffApi } from '../staff-api';
import { STAFF_FILES } from '../staff-uploads';
import { useExceptionsText } from './exceptions-texts';
import styles from './exceptions.module.css';

// An item's or a step's photos and documents, read with the staff token
// (/admin-api/file/get/:id): images as thumbnails to open large, documents to download.
export function StaffFiles({ files }: { files: readonly AbnormalFile[] }) {
  const et = useExceptionsText();
  if (files.length === 0) return <span className={styles.muted}>{et('detail.noPhotos')}</span>;
  return (
    <div className={styles.files}>
      {files.map((file) =>
        file.image ? (
          <StaffPhoto key={file.url} file={file} />
        ) : (
          <Button
            key={file.url}
            size="small"
            icon={<FileOutlined aria-hidden />}
            aria-label={et('detail.download', { name: file.name })}
            onClick={() => void staffApi.get<Blob>(file.url, undefined, { responseType: 'blob' }).then((blob) => saveFile(blob, file.name))}
          >
            <span className={styles.fileName}>{file.name}</span>
          </Button>
        ),
      )}
    </div>
  );
}

const SIZE = 88;

function StaffPhoto({ file }: { file: AbnormalFile }) {
  const et = useExceptionsText();
  const { objectUrl, isError } = useFileUrl(file.url, STAFF_FILES);
  if (isError) {
    return (
      <span role="img" aria-label={`${file.name}: ${et('detail.photoFailed')}`} title={et('detail.photoFailed')} className={styles.photoBox}>
        <FileImageOutlined aria-hidden />
      </span>
    );
  }
  if (!objectUrl) {
    return (
      <span role="img" aria-label={file.name} aria-busy="true" className={styles.photoBox}>
        <Spin size="small" />
      </span>
    );
  }
  return <Image src={objectUrl} alt={file.name} width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} />;
}
