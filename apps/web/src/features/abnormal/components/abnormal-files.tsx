import { FileOutlined } from '@ant-design/icons';
import type { AbnormalFile } from '@portal/contracts/abnormal';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';
import { downloadFile } from '../../../lib/file-api';

// The photos and documents of an item or a step: images to preview, documents to download.
export function AbnormalFiles({ files }: { files: readonly AbnormalFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">{t('abnormal.detail.noAttachments')}</Typography.Text>;
  return (
    <Flex wrap gap={8}>
      {files.map((file) =>
        file.image ? (
          <PrivateImage key={file.url} url={file.url} alt={file.name} width={88} height={88} />
        ) : (
          <Button key={file.url} icon={<FileOutlined aria-hidden />} onClick={() => void downloadFile(file)} aria-label={t('abnormal.detail.download', { name: file.name })}>
            <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{file.name}</span>
          </Button>
        ),
      )}
    </Flex>
  );
}
