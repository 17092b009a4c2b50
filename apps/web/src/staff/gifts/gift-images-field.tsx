import { FileImageOutlined } from '@ant-design/icons';
import { acceptAttribute, fileIdFromUrl, FILE_RULES, maxMb, staffFileUrl } from '@portal/contracts/files';
import { Button, Progress, Spin, Tag } from 'antd';
import { feedback } from '../../lib/feedback';
import { useFileUrl } from '../../lib/use-file-url';
import { pictureStyles, problemName, STAFF_FILES, StaffFileButton, useStaffUploads } from '../staff-uploads';
import { useGiftsText } from './gifts-texts';
import styles from './gifts.module.css';

const PURPOSE = 'gift-image';
const MAX = FILE_RULES[PURPOSE].maxFiles;

// A gift's pictures: each chosen image uploaded at once with its progress (POST
// /admin-api/file/upload, purpose gift-image: images of 5 MB at most, checked here first and by
// content on the server), shown as thumbnails; the first is the one members see in lists. Older
// entries (site paths, https addresses) stay until removed. Use inside Form.Item (value /
// onChange); `onBusyChange` tells the form to wait.
interface GiftImagesFieldProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
  onBusyChange?: (busy: boolean) => void;
}

export function GiftImagesField({ value, onChange, id, onBusyChange }: GiftImagesFieldProps) {
  const tg = useGiftsText();
  const uploads = useStaffUploads<string>({ purpose: PURPOSE, value, onChange, onBusyChange, toItem: (uploaded) => uploaded.url, failedText: tg('images.failed') });
  const urls = uploads.items;
  const full = urls.length + uploads.pending.length >= MAX;
  const add = (list: FileList | null) => uploads.choose(list, MAX, (problem) => feedback.error(tg(`images.problem.${problemName(problem)}`, { count: MAX, mb: maxMb(PURPOSE) })));
  const first = (url: string) => onChange?.([url, ...urls.filter((other) => other !== url)]);

  return (
    <div className={styles.images} id={id}>
      <div className={styles.imageButtons}>
        <StaffFileButton label={tg('images.upload')} accept={acceptAttribute(PURPOSE)} multiple disabled={full} onFiles={add} />
        <span className={styles.muted}>{tg('images.rule', { count: MAX, mb: maxMb(PURPOSE) })}</span>
      </div>
      {urls.length + uploads.pending.length > 0 ? (
        <ul className={pictureStyles.list} aria-label={tg('images.list')}>
          {urls.map((url, index) => (
            <li key={url}>
              <GiftPicture url={url} name={tg('images.picture', { n: index + 1 })} />
              {index === 0 ? (
                <Tag className={styles.main}>{tg('images.main')}</Tag>
              ) : (
                <Button size="small" type="link" aria-label={tg('images.firstFor', { n: index + 1 })} onClick={() => first(url)}>
                  {tg('images.first')}
                </Button>
              )}
              <Button size="small" type="link" aria-label={tg('images.remove', { n: index + 1 })} onClick={() => uploads.remove((other) => other !== url)}>
                {tg('images.removeShort')}
              </Button>
            </li>
          ))}
          {uploads.pending.map((item) => (
            <li key={item.key} aria-busy>
              <span className={styles.picture} aria-hidden>
                <Spin size="small" />
              </span>
              <Progress percent={item.percent} size="small" aria-label={tg('images.uploading', { name: item.name })} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

// An uploaded picture read with the staff token; a site path or https address as it is.
function GiftPicture({ url, name }: { url: string; name: string }) {
  const tg = useGiftsText();
  const uploaded = fileIdFromUrl(url) !== null;
  const { objectUrl, isError } = useFileUrl(uploaded ? staffFileUrl(url) : null, STAFF_FILES);
  if (!uploaded) return <img src={url} alt={name} />;
  if (isError) {
    return (
      <span role="img" aria-label={`${name}: ${tg('images.unreadable')}`} title={tg('images.unreadable')} className={styles.picture}>
        <FileImageOutlined aria-hidden />
      </span>
    );
  }
  if (!objectUrl) {
    return (
      <span role="img" aria-label={name} aria-busy="true" className={styles.picture}>
        <Spin size="small" />
      </span>
    );
  }
  return <img src={objectUrl} alt={name} />;
}
