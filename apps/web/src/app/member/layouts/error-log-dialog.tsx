import { Button, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearClientErrors, type LoggedError } from '../../../lib/client-errors';
import { formatDateTime } from '../../../lib/format';
import styles from './error-log.module.css';

// The errors this tab met, newest first: message, component, page address and stack.
export function ErrorLogDialog({ errors, onClose }: { errors: readonly LoggedError[]; onClose: () => void }) {
  const { t } = useTranslation();
  const clear = () => {
    clearClientErrors();
    onClose();
  };
  return (
    <Modal
      open
      title={t('layout.errorLog.title')}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="clear" onClick={clear}>
          {t('layout.errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>,
      ]}
    >
      <ol className={styles.list} aria-label={t('layout.errorLog.title')}>
        {errors.map((error, index) => (
          <li key={`${error.time}-${index}`} className={styles.entry}>
            <div className={styles.head}>
              <Tag>{t(`layout.errorLog.kinds.${error.kind}`)}</Tag>
              <time dateTime={error.time}>{formatDateTime(error.time)}</time>
            </div>
            <dl className={styles.fields}>
              <dt>{t('layout.errorLog.message')}</dt>
              <dd>{error.message}</dd>
              <dt>{t('layout.errorLog.component')}</dt>
              <dd>{error.component ?? '—'}</dd>
              <dt>{t('layout.errorLog.url')}</dt>
              <dd className={styles.url}>{error.url}</dd>
            </dl>
            {error.stack ? (
              <details>
                <summary>{t('layout.errorLog.stack')}</summary>
                <pre className={styles.stack}>{error.stack}</pre>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
