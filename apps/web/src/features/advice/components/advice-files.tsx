import { FileOutlined } from '@ant-design/icons';
import type { AdviceFile } from '@portal/contracts/advice';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';
import { downloadFile } from '../../../lib/file-api';

// The attachments of a thread or a message: images to preview, documents to download.
export function AdviceFiles({ files }: { files: readonly AdviceFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {files.map((file) =>
        file.image ? (
          <PrivateImage key={file.url} url={file.url} alt={file.name} width={72} height={72} />
        ) : (
          <Button key={file.url} size="small" icon={<FileOutlined aria-hidden />} onClick={() => void downloadFile(file)} aria-label={t('advice.detail.download', { name: file.name })}>
            <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{file.name}</span>
          </Button>
        ),
      )}
    </Flex>
  );
}
