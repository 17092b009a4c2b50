import { FILE_KIND_INFO, FILE_RULES, kindOfName, maxMb, type UploadedFile } from '@portal/contracts/files';
import { Button, Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { useWarehouseText } from './warehouse-text';
import { feedback } from '../../lib/feedback';
import { pictureStyles, StaffFileButton, useStaffUploads } from '../staff-uploads';
import styles from './warehouse.module.css';

// A staff photo: uploaded (its url goes in the item's `files`), with the local picture to show.
export interface StaffPhoto extends UploadedFile {
  preview: string;
}

const PURPOSE = 'attachment';

// A photo as the server will take it: an image of the attachment kinds, within the size. The
// server checks again, by content (a camera's file may have no usable name: its type decides).
function photoProblem(file: File): 'invalidFormat' | 'tooLarge' | null {
  const kind = kindOfName(file.name) ?? FILE_RULES[PURPOSE].kinds.find((k) => FILE_KIND_INFO[k].mime === file.type) ?? null;
  if (kind === null || !FILE_KIND_INFO[kind].image || !FILE_RULES[PURPOSE].kinds.includes(kind)) return 'invalidFormat';
  if (file.size > FILE_RULES[PURPOSE].maxBytes) return 'tooLarge';
  return null;
}
const MAX = FILE_RULES[PURPOSE].maxFiles;

// Photos of what was found: taken with the tablet's camera (`capture="environment"`, the back
// camera) or chosen from files, each uploaded at once with its progress (POST
// /admin-api/file/upload, purpose attachment: the members' rules, checked here first and by
// content on the server). Use inside Form.Item (value / onChange).
interface PhotoFieldProps {
  value?: StaffPhoto[];
  onChange?: (photos: StaffPhoto[]) => void;
  id?: string;
  // Told whether uploads are under way: the form waits for them before it is sent.
  onBusyChange?: (busy: boolean) => void;
}

export function PhotoField({ value, onChange, id, onBusyChange }: PhotoFieldProps) {
  const t = useWarehouseText();
  const previews = useRef(new Set<string>());
  const uploads = useStaffUploads<StaffPhoto>({
    purpose: PURPOSE,
    value,
    onChange,
    onBusyChange,
    toItem: (uploaded, upload) => ({ ...uploaded, preview: upload.preview ?? '' }),
    failedText: t('photos.failed'),
  });
  const photos = uploads.items;
  const pending = uploads.pending;
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const held = uploads.held();
    if (held >= MAX) {
      feedback.error(t('photos.problem.limitReached', { count: MAX }));
      return;
    }
    if (held + chosen.length > MAX) feedback.error(t('photos.problem.maxFiles', { count: MAX }));
    for (const file of chosen.slice(0, MAX - held)) {
      const problem = photoProblem(file);
      if (problem) {
        feedback.error(t(`photos.problem.${problem}`, { mb: maxMb(PURPOSE) }));
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      uploads.start(file, file.name || 'photo.jpg', preview);
    }
  };

  const remove = (photo: StaffPhoto) => uploads.remove((item) => item.id !== photo.id);
  const full = photos.length + pending.length >= MAX;

  return (
    <div className={styles.photos} id={id}>
      <div className={styles.photoButtons}>
        <StaffFileButton label={t('photos.take')} accept="image/*" capture="environment" disabled={full} onFiles={add} />
        <StaffFileButton label={t('photos.choose')} accept="image/*" multiple disabled={full} onFiles={add} />
        <span className={styles.muted}>{t('photos.rule', { count: MAX, mb: maxMb(PURPOSE) })}</span>
      </div>
      {photos.length + pending.length > 0 ? (
        <ul className={pictureStyles.list} aria-label={t('photos.list')}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.preview} alt={photo.name} />
              <Button size="small" type="link" aria-label={t('photos.remove', { name: photo.name })} onClick={() => remove(photo)}>
                {t('photos.removeShort')}
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} aria-busy>
              <img src={item.preview} alt={item.name} className={pictureStyles.uploading} />
              <Progress percent={item.percent} size="small" aria-label={t('photos.uploading', { name: item.name })} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
