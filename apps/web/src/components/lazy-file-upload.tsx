import { UploadOutlined } from '@ant-design/icons';
import { FILE_RULES } from '@portal/contracts/file-rules';
import { Button } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchWhenSettled } from './after-paint';
import type { FileUploadProps } from './file-upload';
import { FileUploadHint } from './file-upload-hint';

// Set once the field's code has come; the stand-ins then swap themselves for the field.
let loaded = false;
const listeners = new Set<() => void>();
const loadUpload = () =>
  import('./file-upload').then((module) => {
    loaded = true;
    for (const listener of listeners) listener();
    return module;
  });
const FileUpload = lazy(() => loadUpload().then((module) => ({ default: module.FileUpload })));

// A document upload field (FileUpload's text list) on a page that shows it below other things (an
// order's packing list): its button and hint at once; its code (antd's Upload with the form
// libraries, the file schemas and zod: ≈ 85 KiB) once the page has settled, or as the pointer
// comes near. A click before it has come opens the file picker as soon as it comes; the focus
// stays on the button.
export function LazyFileUpload(props: FileUploadProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(loaded);
  const [pick, setPick] = useState(false);
  const [focus, setFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown) return undefined;
    const show = () => {
      setFocus(document.activeElement === standIn.current);
      setShown(true);
    };
    listeners.add(show);
    return () => void listeners.delete(show);
  }, [shown]);
  const limit = Math.min(props.max ?? FILE_RULES[props.purpose].maxFiles, FILE_RULES[props.purpose].maxFiles);
  const button = (
    <div>
      <div>
        <Button
          ref={standIn}
          icon={<UploadOutlined />}
          disabled={props.disabled}
          onPointerEnter={() => void loadUpload().catch(() => undefined)}
          onClick={() => {
            setFocus(document.activeElement === standIn.current);
            setPick(true);
            setShown(true);
          }}
        >
          {t('files.upload')}
        </Button>
      </div>
      <FileUploadHint purpose={props.purpose} limit={limit} />
    </div>
  );
  if (!shown) {
    return (
      <>
        {button}
        <PrefetchWhenSettled load={loadUpload} />
      </>
    );
  }
  return (
    <Suspense fallback={button}>
      <Drawn pick={pick} focus={focus}>
        <FileUpload {...props} />
      </Drawn>
    </Suspense>
  );
}

// Once the field is drawn: the file picker opened when the member clicked the stand-in, the focus
// put back on the field's button when the stand-in had it.
function Drawn({ pick, focus, children }: { pick: boolean; focus: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    if (pick) box.current?.querySelector<HTMLInputElement>('input[type=file]')?.click();
  }, [pick, focus]);
  return <div ref={box}>{children}</div>;
}
