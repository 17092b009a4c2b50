import { RelativeTime } from '../../../components/relative-time';
import type { MessageItem } from '@portal/contracts/messages';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TYPE_COLOR, TYPE_TEXT } from '../message-display';
import styles from './message-list.module.css';

interface MessageListProps {
  messages: MessageItem[];
  onMarkRead: (message: MessageItem) => void;
  // The message being marked, if any.
  marking: number | null;
}

// The messages as a list of rows (the same on a phone): title linking to the detail, type,
// time, read state, the first lines of the content and "Mark read" while unread.
export function MessageList({ messages, onMarkRead, marking }: MessageListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {messages.map((message) => (
        <li key={message.id} className={`${styles.item} ${message.read ? '' : styles.unread}`}>
          <div className={styles.head}>
            <Link className={styles.title} to={`/jiedao/jd-messagedetail?id=${message.id}`}>
              {message.title}
            </Link>
            <Tag color={TYPE_COLOR[message.type]}>{t(TYPE_TEXT[message.type])}</Tag>
            {message.read ? <span className={styles.meta}>{t('messages.read')}</span> : <Tag color="red">{t('messages.unread')}</Tag>}
            <time className={styles.meta} dateTime={message.createTime}>
              <RelativeTime value={message.createTime} pattern='YYYY-MM-DD HH:mm' />
            </time>
          </div>
          {message.read ? null : (
            <div className={styles.actions}>
              <Button size="small" loading={marking === message.id} onClick={() => onMarkRead(message)} aria-label={t('messages.markReadOf', { title: message.title })}>
                {t('messages.markRead')}
              </Button>
            </div>
          )}
          <p className={styles.content}>{message.content}</p>
        </li>
      ))}
    </ul>
  );
}
