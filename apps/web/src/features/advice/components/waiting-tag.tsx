import type { AdviceItem } from '@portal/contracts/advice';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { elapsed } from '../advice-display';

// How long an open complaint has waited, against the reply promised by (reply_due_at):
// orange while within the promise, red once past it.
export function WaitingTag({ item }: { item: Pick<AdviceItem, 'createTime' | 'replyDueAt'> }) {
  const { t } = useTranslation();
  // The wait grows while the page is open: re-read the clock each minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const waited = elapsed(item.createTime, now);
  const late = now > new Date(item.replyDueAt).getTime();
  return (
    <Tag color={late ? 'error' : 'warning'} title={t('advice.waiting.due', { time: formatDateTime(item.replyDueAt, 'YYYY-MM-DD HH:mm') })} style={{ whiteSpace: 'normal' }}>
      {t(late ? 'advice.waiting.late' : 'advice.waiting.within', { hours: waited.hours, minutes: waited.minutes })}
    </Tag>
  );
}
