import { FILE_RULES, acceptAttribute, maxMb, type UploadedFile } from '@portal/contracts/files';
import { Button, Progress } from 'antd';
import { feedback } from '../../lib/feedback';
import { problemName, StaffFileButton, useStaffUploads } from '../staff-uploads';
import { useCareText } from './care-texts';
import styles from './care.module.css';

const PURPOSE = 'attachment';
const MAX = FILE_RULES[PURPOSE].maxFiles;

// A reply's attachments: each file uploaded as soon as it is chosen (POST /admin-api/file/upload,
// purpose attachment: the members' rules, checked here first and by content on the server) with
// its progress. Use inside Form.Item (value / onChange); `onBusyChange` tells the form to wait.
interface CareAttachmentsProps {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  id?: string;
  onBusyChange?: (busy: boolean) => void;
}

export function CareAttachments({ value, onChange, id, onBusyChange }: CareAttachmentsProps) {
  const ct = useCareText();
  const uploads = useStaffUploads<UploadedFile>({ purpose: PURPOSE, value, onChange, onBusyChange, toItem: (uploaded) => uploaded, failedText: ct('reply.failed') });
  const files = uploads.items;
  const pending = uploads.pending;

  const add = (list: FileList | null) =>
    uploads.choose(list, MAX, (problem) => feedback.error(ct(`reply.problem.${problemName(problem)}`, { count: MAX, mb: maxMb(PURPOSE) })));

  const full = files.length + pending.length >= MAX;
  return (
    <div className={styles.attachments} id={id}>
      <div className={styles.attachRow}>
        <StaffFileButton label={ct('reply.attach')} accept={acceptAttribute(PURPOSE)} multiple disabled={full} onFiles={add} />
        <span className={styles.sub}>{ct('reply.rule', { count: MAX, mb: maxMb(PURPOSE) })}</span>
      </div>
      {files.length + pending.length > 0 ? (
        <ul className={styles.attachList} aria-label={ct('reply.list')}>
          {files.map((file) => (
            <li key={file.id}>
              <span className={styles.fileName}>{file.name}</span>
              <Button size="small" aria-label={ct('reply.remove', { name: file.name })} onClick={() => uploads.remove((item) => item.id !== file.id)}>
                {ct('reply.removeShort')}
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} aria-busy>
              <span className={styles.fileName}>{item.name}</span>
              <Progress percent={item.percent} size="small" className={styles.progress} aria-label={ct('reply.uploading', { name: item.name })} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
