import { bannerBody, BANNER_SORT_MAX, NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeBody, type StaffBanner, type StaffNotice } from '@portal/contracts/notices';
import { Form, Input, InputNumber, Switch } from 'antd';
import { FormModal } from '../../components/form-modal';
import { useZodFields } from '../../lib/form-rules';
import { emptyLocalized, LocalizedFields } from '../localized-fields';
import { useNoticeChange } from './notices-api';
import { useNoticesText } from './notices-texts';

const loadNotice = () => Promise.resolve(noticeBody);
const loadBanner = () => Promise.resolve(bannerBody);

// A notice's title and text in the three languages: a new one is saved as a draft; an edit of a
// published one changes what members read at once.
export function NoticeForm({ notice, onClose }: { notice: StaffNotice | null; onClose: () => void }) {
  const tn = useNoticesText();
  const field = useZodFields(loadNotice);
  const change = useNoticeChange();
  return (
    <FormModal<{ title: StaffNotice['title']; content: StaffNotice['content'] }>
      name="staff-notice"
      title={notice ? tn('form.editTitle') : tn('form.newTitle')}
      width={640}
      initialValues={notice ? { title: notice.title, content: notice.content } : { title: emptyLocalized(), content: emptyLocalized() }}
      okText={tn('form.save')}
      successText={notice ? tn('form.saved') : tn('form.created')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = noticeBody.parse(values);
        await change.mutateAsync(notice ? { step: 'update', id: notice.id, body } : { step: 'create', body });
      }}
    >
      {notice?.status === 1 ? <p>{tn('form.publishedNote')}</p> : null}
      <LocalizedFields name="title" label={tn('form.title')} max={NOTICE_TITLE_MAX} field={field} />
      <LocalizedFields name="content" label={tn('form.content')} max={NOTICE_CONTENT_MAX} rows={4} field={field} />
    </FormModal>
  );
}

interface BannerValues {
  title: StaffBanner['title'];
  content: StaffBanner['content'];
  imageUrl: string;
  sort: number;
  shown: boolean;
}

// A banner: its title and text in the three languages, an image on the portal itself, its place
// in the carousel and whether members see it.
export function BannerForm({ banner, onClose }: { banner: StaffBanner | null; onClose: () => void }) {
  const tn = useNoticesText();
  const field = useZodFields(loadBanner);
  const change = useNoticeChange();
  const initial: BannerValues = banner
    ? { title: banner.title, content: banner.content, imageUrl: banner.imageUrl, sort: banner.sort, shown: banner.shown }
    : { title: emptyLocalized(), content: emptyLocalized(), imageUrl: '', sort: 0, shown: true };
  return (
    <FormModal<BannerValues>
      name="staff-banner"
      title={banner ? tn('banners.editTitle') : tn('banners.newTitle')}
      width={640}
      initialValues={initial}
      okText={tn('form.save')}
      successText={tn('banners.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = bannerBody.parse(values);
        await change.mutateAsync({ step: 'saveBanner', ...(banner ? { id: banner.id } : {}), body });
      }}
    >
      <LocalizedFields name="title" label={tn('form.title')} max={NOTICE_TITLE_MAX} field={field} />
      <LocalizedFields name="content" label={tn('form.content')} max={NOTICE_CONTENT_MAX} rows={3} field={field} />
      <Form.Item name="imageUrl" label={tn('banners.image')} extra={tn('banners.imageHint')} {...field('imageUrl')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="sort" label={tn('banners.sort')} {...field('sort', false)}>
        <InputNumber min={0} max={BANNER_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="shown" label={tn('banners.shown')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
