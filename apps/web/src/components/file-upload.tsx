import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_RULES, acceptAttribute, type FilePurpose, type UploadedFile } from '@portal/contracts/files';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { feedback } from '../lib/feedback';
import { deleteFile, downloadFile, uploadFile } from '../lib/file-api';
import { selectionProblem, type SelectionProblem } from '../lib/file-checks';
import { FileCard } from './file-card';
import { FileUploadHint } from './file-upload-hint';

export interface FileUploadProps {
  purpose: FilePurpose;
  // Form.Item passes value / onChange / id
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  id?: string;
  // files the field may hold; default the purpose's (FILE_RULES)
  max?: number;
  // keep the member's file name (org-name/up); default for purposes that take documents
  keepName?: boolean;
  // default picture-card for avatar, id-card and enterprise-cert, text for documents
  listType?: 'picture-card' | 'text';
  disabled?: boolean;
}

type Item = UploadFile<UploadedFile>;

// Pictures people look at show as cards; documents are a list of names.
const CARD_PURPOSES: readonly FilePurpose[] = ['avatar', 'id-card', 'enterprise-cert', 'refund'];

// An uploaded file keeps the list key it had while uploading, so its row is not replaced.
function doneItem(file: UploadedFile, uid?: string): Item {
  return { uid: uid ?? file.id, name: file.name, status: 'done', response: file };
}

// Uploads files of one purpose and holds them as UploadedFile[] (use inside Form.Item).
// Checks count, format and size before sending, shows progress, and asks before removing.
export function FileUpload({ purpose, value, onChange, id, max, keepName, listType, disabled }: FileUploadProps) {
  const { t } = useTranslation();
  const files = value ?? [];
  const limit = Math.min(max ?? FILE_RULES[purpose].maxFiles, FILE_RULES[purpose].maxFiles);
  const cards = (listType ?? (CARD_PURPOSES.includes(purpose) ? 'picture-card' : 'text')) === 'picture-card';
  const [pending, setPending] = useState<Item[]>([]);
  const [keys, setKeys] = useState<Record<string, string>>({});
  const held = files.length + pending.length;

  // Uploads finish one by one after renders; each adds to the newest list, not a stale one.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const emit = (next: UploadedFile[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const uploads = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  // One message per selection and problem, however many files it has.
  const told = useRef(new WeakMap<object, Set<string>>());
  const tell = (batch: object, problem: SelectionProblem) => {
    const seen = told.current.get(batch) ?? new Set<string>();
    told.current.set(batch, seen);
    if (seen.has(problem.key)) return;
    seen.add(problem.key);
    const { key, ...values } = problem;
    feedback.error(t(key, values));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    try {
      const problem = selectionProblem({ purpose, max: limit, held, index: batch.indexOf(file), name: file.name, size: file.size });
      if (!problem) return true;
      tell(batch, problem);
    } catch {
      feedback.error(t('files.selectionFailed'));
    }
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    if (!(file instanceof Blob)) return;
    const uid = (file as Blob & { uid?: string }).uid ?? crypto.randomUUID();
    const name = file instanceof File ? file.name : 'file';
    const controller = new AbortController();
    uploads.current.set(uid, controller);
    const update = (change: Partial<Item>) => setPending((items) => items.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
    setPending((items) => [...items, { uid, name, status: 'uploading', percent: 0 }]);
    const settle = () => {
      uploads.current.delete(uid);
      setPending((items) => items.filter((item) => item.uid !== uid));
    };
    uploadFile(purpose, file, name, { keepName, signal: controller.signal, onProgress: (percent) => update({ percent }) }).then(
      (uploaded) => {
        settle();
        setKeys((known) => ({ ...known, [uploaded.id]: uid }));
        emit([...latest.current, uploaded]);
      },
      (error: unknown) => {
        settle();
        if (controller.signal.aborted) return;
        // The server's own text ('Exceeds 5MB limit', 'Invalid format, accepted: …') when it answered.
        feedback.error(error instanceof ApiError && error.code !== null ? error.message : t('files.uploadFailed'));
      },
    );
  };

  const remove = (item: Item): false => {
    const uploading = uploads.current.get(item.uid);
    if (uploading) {
      uploading.abort();
      return false;
    }
    const file = item.response;
    if (!file) return false;
    feedback.confirm({
      title: t('files.deleteTitle'),
      content: t('files.deleteConfirm', { name: file.name }),
      okText: t('files.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteFile(file.id);
        } catch (error) {
          feedback.error(error instanceof ApiError ? error.message : t('common.request.error'));
          return;
        }
        emit(latest.current.filter((f) => f.id !== file.id));
      },
    });
    return false;
  };

  const full = held >= limit;
  return (
    <div>
      <Upload<UploadedFile>
        id={id}
        accept={acceptAttribute(purpose)}
        multiple={limit - held > 1}
        listType={cards ? 'picture-card' : 'text'}
        fileList={[...files.map((f) => doneItem(f, keys[f.id])), ...pending]}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={remove}
        onPreview={(item) => item.response && void downloadFile(item.response)}
        itemRender={(origin, item) => (cards && item.response ? <FileCard file={item.response} onRemove={disabled ? undefined : () => remove(item)} /> : origin)}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: false, showDownloadIcon: false }}
        disabled={disabled}
        openFileDialogOnClick={!full}
      >
        {disabled || (full && cards) ? null : cards ? (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('files.upload')}</div>
          </button>
        ) : (
          // When full the picker stays shut and the member is told why.
          <Button icon={<UploadOutlined />} onClick={full ? () => feedback.error(t('files.limitReached')) : undefined}>
            {t('files.upload')}
          </Button>
        )}
      </Upload>
      <FileUploadHint purpose={purpose} limit={limit} />
    </div>
  );
}
