import { FileOutlined } from '@ant-design/icons';
import type { AdviceFile } from '@portal/contracts/advice';
import { Button } from 'antd';
import { feedback } from '../../lib/feedback';
import { saveFile } from '../../lib/save-file';
import { fetchCareFile } from './care-api';
import { useCareText } from './care-texts';
import styles from './care.module.css';

// A thread's or a message's files (the member's and staff's), fetched with the staff token
// (files are never linked directly) and saved under their names.
export function CareFiles({ files }: { files: readonly AdviceFile[] }) {
  const ct = useCareText();
  if (files.length === 0) return null;
  const download = (file: AdviceFile) =>
    fetchCareFile(file.url).then(
      (blob) => saveFile(blob, file.name),
      () => feedback.error(ct('thread.downloadFailed')),
    );
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url}>
          <Button size="small" icon={<FileOutlined aria-hidden />} onClick={() => void download(file)} aria-label={ct('thread.download', { name: file.name })}>
            <span className={styles.fileName}>{file.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
