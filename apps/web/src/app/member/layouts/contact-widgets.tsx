import { CommentOutlined, CustomerServiceOutlined, MessageOutlined, PhoneOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalLinkProps } from '../../../lib/external-link';
import { useClientConfig } from '../../../lib/system-api';
import { MEMBER_BASE } from '../routes/member-routes';
import styles from './contact-widgets.module.css';

interface WidgetProps {
  collapsed: boolean;
  icon: ReactNode;
  label: string;
  // a button when given, else a link to `to` (or `href`, another site)
  onClick?: () => void;
  to?: string;
  href?: string;
  onNavigate?: (() => void) | undefined;
}

function Widget({ collapsed, icon, label, onClick, to, href, onNavigate }: WidgetProps) {
  const content = (
    <>
      <span aria-hidden>{icon}</span>
      {collapsed ? null : <span>{label}</span>}
    </>
  );
  const a11y = collapsed ? { 'aria-label': label } : {};
  const element = onClick ? (
    <button type="button" className={styles.widget} onClick={onClick} {...a11y}>
      {content}
    </button>
  ) : href ? (
    <a className={styles.widget} {...externalLinkProps(href)} {...a11y}>
      {content}
    </a>
  ) : (
    <Link className={styles.widget} to={to ?? '/'} onClick={onNavigate} {...a11y}>
      {content}
    </Link>
  );
  return <li>{collapsed ? <Tooltip title={label} placement="right">{element}</Tooltip> : element}</li>;
}

// The fixed contact widgets under the menu (docs/advice.md): contact customer service (the
// dialog), consult & advice, online chat (only when the installation has one), help, and the
// service hotline.
export function ContactWidgets({ collapsed, onOpenContact, onNavigate }: { collapsed: boolean; onOpenContact: () => void; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { data: config } = useClientConfig();
  const hotline = config?.serviceContact.phone;
  return (
    <div className={collapsed ? styles.collapsed : undefined}>
      <ul className={styles.widgets} aria-label={t('layout.widgets.label')}>
        <Widget collapsed={collapsed} icon={<CustomerServiceOutlined />} label={t('layout.widgets.contact')} onClick={onOpenContact} />
        <Widget collapsed={collapsed} icon={<CommentOutlined />} label={t('layout.widgets.advice')} to={`${MEMBER_BASE}/jd-advice?type=consult&dtype=1`} onNavigate={onNavigate} />
        {config?.onlineChatUrl ? <Widget collapsed={collapsed} icon={<MessageOutlined />} label={t('layout.widgets.chat')} href={config.onlineChatUrl} /> : null}
        <Widget collapsed={collapsed} icon={<QuestionCircleOutlined />} label={t('layout.widgets.help')} to={`${MEMBER_BASE}/jd-help`} onNavigate={onNavigate} />
      </ul>
      {hotline && !collapsed ? (
        <p className={styles.hotline}>
          <PhoneOutlined aria-hidden /> {t('layout.widgets.hotline')}
          <br />
          <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a>
        </p>
      ) : null}
    </div>
  );
}
