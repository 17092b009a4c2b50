import { CameraOutlined } from '@ant-design/icons';
import type { MemberProfile } from '@portal/contracts/auth';
import { Button, Space } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettledPart } from '../../../components/after-paint';
import { Form } from '../../../components/light-form';
import { LimitedInput } from '../../../components/limited-input';
import { MemberAvatar } from '../../../components/member-avatar';
import { applyServerFieldErrors, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { accountApi, useProfileMutation } from '../api/account-api';
import { loadUpdateUserBody } from '../api/account-schemas';
import styles from './profile-section.module.css';

// The avatar's cropper and upload come once the page has settled, or as the pointer nears the
// button: antd's Upload and Modal, the cropper and the file calls are ≈ 90 KiB a phone would
// otherwise load before it shows the page (docs/decisions.md, "The settings and verification
// pages on a phone").
let avatarLoaded = false;
const loadAvatarUpload = () =>
  import('./avatar-upload').then((module) => {
    avatarLoaded = true;
    return module;
  });
const AvatarUpload = lazy(() => loadAvatarUpload().then((module) => ({ default: module.AvatarUpload })));

function AvatarButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(avatarLoaded);
  const [pick, setPick] = useState(false);
  const standIn = (
    <Button
      icon={<CameraOutlined aria-hidden />}
      onPointerEnter={() => void loadAvatarUpload().catch(() => undefined)}
      onClick={() => {
        setPick(true);
        setShown(true);
      }}
    >
      {t('account.avatar.change')}
    </Button>
  );
  return (
    <SettledPart drawn={shown} load={loadAvatarUpload} standIn={standIn}>
      <AvatarUpload pick={pick} />
    </SettledPart>
  );
}

// Avatar (cropped square in the browser, then uploaded) and nickname. The nickname is a light
// form (components/light-form.tsx): antd's Form would bring the form libraries to the page's
// first paint.
export function ProfileSection({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ nickname: string }>();
  const field = useZodFields(loadUpdateUserBody);
  const notifyFormErrors = useFormErrorNotice();
  const nickname = useProfileMutation(accountApi.updateNickname);

  const saveNickname = async ({ nickname: value }: { nickname: string }) => {
    try {
      await nickname.mutateAsync((await loadUpdateUserBody()).parse({ nickname: value }).nickname);
      feedback.success(t('account.nickname.saved'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  return (
    <div className={styles.section}>
      <Space direction="vertical" align="center">
        <MemberAvatar size={96} profile={profile} />
        <AvatarButton />
      </Space>
      <div className={styles.nickname}>
        <Form
          form={form}
          name="nickname"
          layout="vertical"
          initialValues={{ nickname: profile.nickname }}
          onFinish={(values) => void saveNickname(values)}
          onFinishFailed={notifyFormErrors}
        >
          <Form.Item name="nickname" label={t('account.nickname.label')} {...field('nickname')}>
            <LimitedInput max={50} autoComplete="nickname" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={nickname.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
