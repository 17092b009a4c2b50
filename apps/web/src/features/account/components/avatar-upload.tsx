import { CameraOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/file-api';
import { feedback } from '../../../lib/feedback';
import { accountApi, useProfileMutation } from '../api/account-api';

// The avatar's "Change" button with its cropper and upload (antd's Upload and Modal, the
// cropper, the file calls): loaded apart from the settings page (profile-section.tsx). `pick`:
// the member clicked the stand-in before this arrived, so the file picker opens at once and the
// focus moves to this button.
export function AvatarUpload({ pick }: { pick: boolean }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const avatar = useProfileMutation(async (file: File) => {
    const uploaded = await uploadFile('avatar', file, file.name, { onProgress: setProgress });
    return accountApi.updateAvatar(uploaded.url);
  });

  useEffect(() => {
    if (!pick) return;
    box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    box.current?.querySelector<HTMLInputElement>('input[type=file]')?.click();
  }, [pick]);

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
    <div ref={box}>
      <ImgCrop rotationSlider modalTitle={t('account.avatar.crop')} modalOk={t('common.ok')} modalCancel={t('common.cancel')}>
        <Upload accept="image/jpeg,image/png,image/webp" showUploadList={false} customRequest={({ file }) => void changeAvatar(file as File)}>
          <Button icon={<CameraOutlined aria-hidden />} loading={avatar.isPending}>
            {progress !== null ? `${progress}%` : t('account.avatar.change')}
          </Button>
        </Upload>
      </ImgCrop>
    </div>
  );
}
