import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { copyText } from '../lib/copy-text';

// A small "copy" button beside a value (antd's Typography `copyable` without Typography and its
// tooltip: `page-libs`). `label` names what it copies ("Copy the invitation link").
export function CopyButton({ text, label }: { text: string; label: string }) {
  return <Button type="text" size="small" icon={<CopyOutlined aria-hidden />} aria-label={label} title={label} onClick={() => void copyText(text)} />;
}
