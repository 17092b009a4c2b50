import { CameraOutlined } from '@ant-design/icons';
import type { MemberProfile } from '@portal/contracts/auth';
import { Button, Form, Space, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { uploadFile } from '../../../lib/file-api';
import { applyServerFieldErrors, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { accountApi, useProfileMutation } from '../api/account-api';
import { loadUpdateUserBody } from '../api/account-schemas';
import { LimitedInput } from '../../../components/limited-input';

// Avatar (cropped square in the browser, then uploaded) and nickname.
export function ProfileSection({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ nickname: string }>();
  const field = useZodFields(loadUpdateUserBody);
  const notifyFormErrors = useFormErrorNotice();
  const nickname = useProfileMutation(accountApi.updateNickname);
  const [progress, setProgress] = useState<number | null>(null);
  const avatar = useProfileMutation(async (file: File) => {
    const uploaded = await uploadFile('avatar', file, file.name, { onProgress: setProgress });
    return accountApi.updateAvatar(uploaded.url);
  });

  const saveNickname = async ({ nickname: value }: { nickname: string }) => {
    try {
      await nickname.mutateAsync((await loadUpdateUserBody()).parse({ nickname: value }).nickname);
      feedback.success(t('account.nickname.saved'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  const changeAvatar = async (file: File) => {
    try {
      await avatar.mutateAsync(file);
      feedback.success(t('account.avatar.saved'));
    } catch {
      // The api client has shown the server's message.
    } finally {
      setProgress(null);
    }
  };

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Space direction="vertical" align="center">
        <MemberAvatar size={96} profile={profile} />
        <ImgCrop
          rotationSlider
          modalTitle={t('account.avatar.crop')}
          modalOk={t('common.ok')}
          modalCancel={t('common.cancel')}
        >
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            customRequest={({ file }) => void changeAvatar(file as File)}
          >
            <Button icon={<CameraOutlined aria-hidden />} loading={avatar.isPending}>
              {progress !== null ? `${progress}%` : t('account.avatar.change')}
            </Button>
          </Upload>
        </ImgCrop>
      </Space>
      <Form
        form={form}
        name="nickname"
        layout="vertical"
        initialValues={{ nickname: profile.nickname }}
        onFinish={(values) => void saveNickname(values)}
        onFinishFailed={notifyFormErrors}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      >
        <Form.Item name="nickname" label={t('account.nickname.label')} {...field('nickname')}>
          <LimitedInput max={50} autoComplete="nickname" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={nickname.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </div>
  );
}
