import { FILE_RULES, acceptAttribute, maxMb, type UploadedFile } from '@portal/contracts/files';
import { Button, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { selectionProblem } from '../../lib/file-checks';
import { uploadCareFile } from './care-api';
import { useCareText } from './care-texts';
import styles from './care.module.css';

interface Pending {
  key: string;
  name: string;
  percent: number;
}

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
  const files = value ?? [];
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(files);
  const running = useRef(new Map<string, AbortController>());
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  useEffect(() => {
    const uploads = running.current;
    return () => uploads.forEach((controller) => controller.abort());
  }, []);

  const busy = pending.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const emit = (next: UploadedFile[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const add = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const held = latest.current.length + pending.length;
    const told = new Set<string>();
    chosen.forEach((file, index) => {
      const problem = selectionProblem({ purpose: PURPOSE, max: MAX, held, index, name: file.name, size: file.size });
      if (problem) {
        const key = problem.key.replace('files.', '') as 'limitReached' | 'maxFiles' | 'invalidFormat' | 'tooLarge';
        if (!told.has(key)) feedback.error(ct(`reply.problem.${key}`, { count: MAX, mb: maxMb(PURPOSE) }));
        told.add(key);
        return;
      }
      const key = crypto.randomUUID();
      const controller = new AbortController();
      running.current.set(key, controller);
      setPending((now) => [...now, { key, name: file.name, percent: 0 }]);
      const done = () => {
        running.current.delete(key);
        setPending((now) => now.filter((item) => item.key !== key));
      };
      uploadCareFile(file, file.name, (percent) => setPending((now) => now.map((item) => (item.key === key ? { ...item, percent } : item))), controller.signal).then(
        (uploaded) => {
          done();
          emit([...latest.current, uploaded]);
        },
        (error: unknown) => {
          done();
          if (controller.signal.aborted) return;
          feedback.error(error instanceof ApiError && error.code !== null ? error.message : ct('reply.failed'));
        },
      );
    });
  };

  const full = files.length + pending.length >= MAX;
  return (
    <div className={styles.attachments} id={id}>
      <div className={styles.attachRow}>
        <label className={`${styles.fileButton} ${full ? styles.fileButtonOff : ''}`}>
          {ct('reply.attach')}
          <input
            type="file"
            multiple
            accept={acceptAttribute(PURPOSE)}
            disabled={full}
            className={styles.fileInput}
            onChange={(event) => {
              add(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <span className={styles.sub}>{ct('reply.rule', { count: MAX, mb: maxMb(PURPOSE) })}</span>
      </div>
      {files.length + pending.length > 0 ? (
        <ul className={styles.attachList} aria-label={ct('reply.list')}>
          {files.map((file) => (
            <li key={file.id}>
              <span className={styles.fileName}>{file.name}</span>
              <Button size="small" aria-label={ct('reply.remove', { name: file.name })} onClick={() => emit(latest.current.filter((item) => item.id !== file.id))}>
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
