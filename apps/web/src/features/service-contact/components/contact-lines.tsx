import { CopyOutlined, MailOutlined, PhoneOutlined, WhatsAppOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { ClientConfig } from '@portal/contracts/client-config';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import styles from './contact-lines.module.css';

// The copy toast shows for 3 seconds (docs/product/shell.md).
const COPIED_SECONDS = 3;

// One contact line with its copy button. A failed copy (no clipboard permission, an insecure
// page) is only logged: the number stays on screen to select by hand.
export function Line({ icon, label, children, copy }: { icon: ReactNode; label: string; children: ReactNode; copy?: string }) {
  const { t } = useTranslation();
  const onCopy = (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => feedback.success(t('common.copied'), COPIED_SECONDS))
      .catch((error: unknown) => console.warn('clipboard copy failed', error));
  return (
    <div className={styles.line}>
      <dt>
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
        {label}
      </dt>
      <dd>
        {children}
        {copy ? (
          <Button type="text" size="small" icon={<CopyOutlined aria-hidden />} aria-label={t('service-contact.copy', { what: label })} onClick={() => void onCopy(copy)} />
        ) : null}
      </dd>
    </div>
  );
}

// The service desk's phone, WhatsApp, e-mail and hours; lines the installation has not set
// are left out.
export function ContactLines({ contact, hours }: { contact: ClientConfig['serviceContact']; hours: string }) {
  const { t } = useTranslation();
  const digits = (value: string) => value.replace(/[^\d+]/g, '');
  return (
    <dl className={styles.lines}>
      {contact.phone ? (
        <Line icon={<PhoneOutlined />} label={t('service-contact.phone')} copy={contact.phone}>
          <a href={`tel:${digits(contact.phone)}`}>{contact.phone}</a>
        </Line>
      ) : null}
      {contact.whatsapp ? (
        <Line icon={<WhatsAppOutlined />} label={t('service-contact.whatsapp')} copy={contact.whatsapp}>
          <a href={`https://wa.me/${digits(contact.whatsapp).replace('+', '')}`} target="_blank" rel="noreferrer">
            {contact.whatsapp}
          </a>
        </Line>
      ) : null}
      {contact.email ? (
        <Line icon={<MailOutlined />} label={t('service-contact.email')} copy={contact.email}>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </Line>
      ) : null}
      <Line icon={<ClockCircleOutlined />} label={t('service-contact.hours')}>
        {t('service-contact.hoursValue', { hours })}
      </Line>
    </dl>
  );
}
