import { formatsText, maxMb, type FilePurpose } from '@portal/contracts/file-rules';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// Under an upload field: the formats, the size and how many files it takes (file-upload.tsx,
// and lazy-file-upload.tsx's stand-in, which draws it before the field's code has come).
export function FileUploadHint({ purpose, limit }: { purpose: FilePurpose; limit: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('files.hint', { formats: formatsText(purpose), mb: maxMb(purpose), count: limit })}
    </Typography.Text>
  );
}
