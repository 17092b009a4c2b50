import { CopyOutlined, MailOutlined, PhoneOutlined, WhatsAppOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { ClientConfig } from '@portal/contracts/client-config';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import styles from './contact-lines.module.css';

// One contact line with its copy button (lib/copy-text.ts).
export function Line({ icon, label, children, copy }: { icon: ReactNode; label: string; children: ReactNode; copy?: string }) {
  const { t } = useTranslation();
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
          <Button type="text" size="small" icon={<CopyOutlined aria-hidden />} aria-label={t('service-contact.copy', { what: label })} onClick={() => void copyText(copy)} />
        ) : null}
      </dd>
    </div>
  );
}

// The service desk's phone, WhatsApp, e-mail and hours; lines the installation has not set
// are left out. The hours are the staff's (China time), worded in the reader's language; the
// configuration's `serviceHours` is the same in English, for API clients.
export function ContactLines({ contact }: { contact: ClientConfig['serviceContact'] }) {
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
        {t('service-contact.hoursValue')}
      </Line>
    </dl>
  );
}
