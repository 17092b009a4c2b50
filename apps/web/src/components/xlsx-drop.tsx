import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';

// Choosing the one .xlsx file an import dialog uploads; the dialog sends it with its own
// button, not on choosing.
export function XlsxDrop({ file, text, disabled, onChange }: { file: File | null; text: string; disabled?: boolean; onChange: (file: File | null) => void }) {
  return (
    <Upload.Dragger
      accept=".xlsx"
      maxCount={1}
      disabled={disabled}
      fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
      beforeUpload={(chosen) => {
        onChange(chosen);
        return false;
      }}
      onRemove={() => onChange(null)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{text}</p>
    </Upload.Dragger>
  );
}
