import { FileOutlined } from '@ant-design/icons';
import { Button, Image, Spin } from 'antd';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { ReviewFile } from './review-fields';
import { useStaffFile } from './reviews-api';
import { useReviewsText, type ReviewsText } from './reviews-texts';
import styles from './reviews.module.css';


// One document: an image opens antd's preview (zoom, rotate, flip, and the group's arrows); a
// PDF opens in a new tab, where the browser shows it.
function ReviewFileItem({ file }: { file: ReviewFile }) {
  const tr = useReviewsText();
  const { data, isPending, isError } = useStaffFile(file.url);
  const objectUrl = data?.objectUrl;
  let body;
  if (isPending) body = <Spin size="small" aria-label={file.label} />;
  else if (isError || !objectUrl) body = <span role="img" aria-label={`${file.label}: ${tr('detail.imageFailed')}`} className={styles.fileFailed}>{tr('detail.imageFailed')}</span>;
  else if (data?.type.startsWith('image/')) body = <Image src={objectUrl} alt={file.label} width={220} height={150} className={styles.image} style={{ objectFit: 'contain' }} />;
  else
    body = (
      <Button icon={<FileOutlined aria-hidden />} href={objectUrl} target="_blank" rel="noopener">
        {tr('detail.open', { label: file.label })}
      </Button>
    );
  return (
    <figure className={styles.file}>
      {body}
      <figcaption>{file.label}</figcaption>
    </figure>
  );
}

// The preview's toolbar buttons are labelled by their kind ('rotateRight'): named here in the
// reviewer's language instead.
const TOOLS = ['flipY', 'flipX', 'rotateLeft', 'rotateRight', 'zoomOut', 'zoomIn'] as const;
type Tool = (typeof TOOLS)[number];
const isTool = (key: unknown): key is Tool => (TOOLS as readonly unknown[]).includes(key);

function namedTools(actions: ReactElement<{ children?: ReactNode }>, tr: ReviewsText): ReactElement {
  const buttons = Children.map(actions.props.children, (button) =>
    isValidElement<{ 'aria-label'?: string }>(button) && isTool(button.key) ? cloneElement(button, { 'aria-label': tr(`detail.preview.${button.key}`) }) : button,
  );
  return cloneElement(actions, {}, buttons);
}

// A submission's documents side by side; the images form one preview group.
export function ReviewFiles({ files }: { files: readonly ReviewFile[] }) {
  const tr = useReviewsText();
  if (files.length === 0) return <p className={styles.muted}>{tr('detail.noFiles')}</p>;
  return (
    <Image.PreviewGroup preview={{ actionsRender: (actions) => namedTools(actions as ReactElement<{ children?: ReactNode }>, tr) }}>
      <div className={styles.files}>
        {files.map((file) => (
          <ReviewFileItem key={file.url} file={file} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
