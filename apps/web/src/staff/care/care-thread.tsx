import { ArrowLeftOutlined } from '@ant-design/icons';
import { staffMayPublish, staffMayReply } from '@portal/contracts/advice';
import { COMPLAINT_STATUS } from '@portal/contracts/advice-status';
import { Alert, Button, Descriptions, Result, Spin, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { inPanel, typingIn } from '../key-targets';
import { KeyboardHelp } from '../keyboard-help';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { useCareThread, useCloseThread, usePublishThread, type CareThread } from './care-api';
import { CareStatus, ReplyClockTag, useNow } from './care-display';
import { CareFiles } from './care-files';
import { CareReply, type CareReplyHandle } from './care-reply';
import { useCareText } from './care-texts';
import { MemberContextPanel } from './member-context';
import styles from './care.module.css';

const INBOX = `${STAFF_BASE}/care`;

// One thread: what the member sent, the conversation, the reply with attachments while the
// thread waits for staff, and the thread's closing and publishing (each after a question).
export function CareThreadView() {
  const ct = useCareText();
  useStaffTitle('care');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const thread = useCareThread(valid ? id : 0);

  if (!valid || (thread.error instanceof ApiError && thread.error.is('ADVICE_NOT_FOUND'))) {
    return <Result status="404" title={<h1 className={styles.title}>{ct('thread.notFound')}</h1>} extra={<Link to={INBOX}>{ct('thread.back')}</Link>} />;
  }
  if (thread.isError && !thread.data) return <LoadError onRetry={() => void thread.refetch()} retrying={thread.isFetching} />;
  if (!thread.data) {
    return (
      <div className={styles.center}>
        <Spin aria-label={ct('thread.loading')} />
      </div>
    );
  }
  return <ThreadDetail thread={thread.data} />;
}

function ThreadDetail({ thread }: { thread: CareThread }) {
  const { t } = useTranslation();
  const ct = useCareText();
  const navigate = useNavigate();
  const now = useNow();
  const reply = useRef<CareReplyHandle>(null);
  const close = useCloseThread();
  const publish = usePublishThread();
  const mayReply = staffMayReply(thread);
  const mayClose = !thread.closed && thread.status === 3;
  const mayPublish = staffMayPublish(thread);

  const askClose = () =>
    feedback.confirm({
      title: ct('close.title', { title: thread.title }),
      content: ct('close.text'),
      okText: ct('close.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => close.mutateAsync(thread.id).then(() => feedback.success(ct('close.done'))),
    });

  const askPublish = () =>
    feedback.confirm({
      title: ct(thread.isPublic ? 'publish.unpublishTitle' : 'publish.title', { title: thread.title }),
      content: ct(thread.isPublic ? 'publish.unpublishText' : 'publish.text'),
      okText: ct(thread.isPublic ? 'publish.unpublish' : 'publish.button'),
      cancelText: t('common.cancel'),
      onOk: () => publish.mutateAsync({ id: thread.id, public: !thread.isPublic }).then((saved) => feedback.success(ct(saved.isPublic ? 'publish.done' : 'publish.undone'))),
    });

  // R writes the reply, C closes (after the question), Esc goes back to the inbox: outside a
  // field and a dialog only.
  const keys = useRef({ reply: () => reply.current?.focus(), close: mayClose ? askClose : undefined, back: () => void navigate(INBOX) });
  useEffect(() => {
    keys.current = { reply: () => reply.current?.focus(), close: mayClose ? askClose : undefined, back: () => void navigate(INBOX) };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || typingIn(event.target) || inPanel(event.target)) return;
      const action = event.key === 'r' ? keys.current.reply : event.key === 'c' ? keys.current.close : event.key === 'Escape' ? keys.current.back : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-labelledby="staff-care-thread" className={styles.thread}>
      <Link to={INBOX} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {ct('thread.back')}
      </Link>
      <div className={styles.head}>
        <h1 id="staff-care-thread" className={styles.title}>
          {thread.title}
        </h1>
        <Tag>{ct(`kinds.${thread.kind}`)}</Tag>
        <CareStatus item={thread} />
        <ReplyClockTag item={thread} now={now} />
        {thread.isPublic ? <Tag color="blue">{ct('public')}</Tag> : null}
        <span className={styles.spacer} />
        <KeyboardHelp
          entries={[
            ['R', ct('keys.reply')],
            ['Ctrl+Enter', ct('keys.send')],
            ['C', ct('keys.close')],
            ['Esc', ct('keys.back')],
          ]}
        />
        {mayPublish ? <Button onClick={askPublish}>{ct(thread.isPublic ? 'publish.unpublish' : 'publish.button')}</Button> : null}
        {mayClose ? (
          <Button danger onClick={askClose}>
            {ct('close.button')}
          </Button>
        ) : null}
      </div>

      <div className={styles.threadGrid}>
        <div>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            title={<h2 className={styles.subtitle}>{ct('thread.details')}</h2>}
            items={[
              { key: 'member', label: ct('thread.member'), children: thread.memberMobile },
              { key: 'contact', label: ct('thread.contact'), children: thread.contact },
              { key: 'phone', label: ct('thread.phone'), children: `+${thread.areaCode} ${thread.phone}` },
              { key: 'orderNo', label: ct('thread.orderNo'), children: thread.orderNo },
              ...(thread.kind === 'complaint' && thread.type ? [{ key: 'type', label: ct('thread.complaintType'), children: ct(`complaintTypes.${thread.type}` as 'complaintTypes.1') }] : []),
              { key: 'sent', label: ct('thread.sent'), children: formatDateTime(thread.createTime, 'YYYY-MM-DD HH:mm') },
              ...(thread.rating !== null
                ? [{ key: 'rating', label: ct('thread.rating'), children: `${ct('thread.ratingValue', { count: thread.rating })}${thread.ratingComment ? ` · ${thread.ratingComment}` : ''}` }]
                : []),
            ]}
          />

          <h2 className={styles.subtitle}>{ct('thread.conversation')}</h2>
          <ol className={styles.conversation} aria-label={ct('thread.conversation')}>
            <li className={styles.fromMember}>
              <div className={styles.author}>
                {ct('thread.fromMember')} · {formatDateTime(thread.createTime, 'YYYY-MM-DD HH:mm')}
              </div>
              <p className={styles.content}>{thread.content}</p>
              <CareFiles files={thread.files} />
            </li>
            {thread.messages.map((message) => (
              <li key={message.id} className={message.author === 'staff' ? styles.fromStaff : styles.fromMember}>
                <div className={styles.author}>
                  {message.author === 'staff' ? ct('thread.fromStaff', { name: message.authorName ?? ct('thread.staff') }) : ct('thread.fromMember')} ·{' '}
                  {formatDateTime(message.time, 'YYYY-MM-DD HH:mm')}
                </div>
                <p className={styles.content}>{message.content}</p>
                <CareFiles files={message.files} />
              </li>
            ))}
          </ol>

          {mayReply ? (
            <section aria-labelledby="staff-care-reply">
              <h2 id="staff-care-reply" className={styles.subtitle}>
                {ct('reply.title')}
              </h2>
              <CareReply ref={reply} thread={thread} />
            </section>
          ) : (
            <Alert
              type="info"
              showIcon
              title={ct(thread.kind === 'complaint' && thread.status === COMPLAINT_STATUS.cancelled ? 'thread.cancelledNote' : thread.closed ? 'thread.closedNote' : 'thread.notAwaiting')}
            />
          )}
        </div>
        <MemberContextPanel memberId={thread.memberId} />
      </div>
    </section>
  );
}
