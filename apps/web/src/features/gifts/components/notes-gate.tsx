import { GIFT_NOTES_KEY } from '@portal/contracts/gifts';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { useNeedKnow } from '../../../lib/system-api';

// How close to the end counts as "the end" (sub-pixel rounding, zoom).
const END_SLACK_PX = 4;

// The gift exchange notes (need-know gift_exchange_notes) in a dialog: "I have read them"
// stays disabled until the text was scrolled to its end (with the mouse, touch, or the
// keyboard: the text area takes focus and scrolls with the arrow and page keys). A text short
// enough to show whole counts as read once shown.
export function NotesGate({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notes = useNeedKnow(GIFT_NOTES_KEY, locale);
  const [atEnd, setAtEnd] = useState(false);

  const check = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK_PX) setAtEnd(true);
  }, []);

  return (
    <Modal
      open
      title={notes.data?.title ?? t('gifts.notes.title')}
      onCancel={onClose}
      width={640}
      footer={[
        <Typography.Text key="hint" type="secondary" style={{ marginInlineEnd: 12 }} aria-live="polite">
          {atEnd ? '' : t('gifts.notes.scrollHint')}
        </Typography.Text>,
        <Button key="cancel" onClick={onClose}>
          {t('gifts.notes.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!atEnd} onClick={onAccept}>
          {t('gifts.notes.accept')}
        </Button>,
      ]}
    >
      {notes.isPending ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : null}
      {notes.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={
            <Button size="small" onClick={() => void notes.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      {notes.data ? (
        <div
          ref={check}
          role="region"
          aria-label={t('gifts.notes.region')}
          tabIndex={0}
          onScroll={(event) => check(event.currentTarget)}
          style={{ whiteSpace: 'pre-line', maxHeight: 'min(40vh, 240px)', overflowY: 'auto', paddingInlineEnd: 8 }}
        >
          {notes.data.content}
        </div>
      ) : null}
    </Modal>
  );
}
