import { MailOutlined, MobileOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { ServiceContact } from '@portal/contracts/advice';
import { Avatar, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { useClientConfig } from '../../../lib/system-api';
import { useAssignedContact } from '../api/service-contact-api';
import { ContactLines, Line } from './contact-lines';
import styles from './contact-lines.module.css';

// The complaint shortcut (docs/advice.md).
export const COMPLAINT_PATH = '/jiedao/jd-advice?type=complaint&dtype=0';

function phone(areaCode: string | null, number: string) {
  return areaCode ? `+${areaCode} ${number}` : number;
}

function Assigned({ contact }: { contact: ServiceContact }) {
  const { t } = useTranslation();
  const digits = (areaCode: string | null, number: string) => `${areaCode ?? ''}${number}`.replace(/\D/g, '');
  return (
    <section aria-label={t('service-contact.dialog.assigned')}>
      <Flex align="center" gap={12} style={{ marginBottom: 8 }}>
        <Avatar size={48} src={contact.avatar ?? undefined} alt="">
          {contact.nickname.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <Typography.Text type="secondary">{t('service-contact.dialog.assigned')}</Typography.Text>
          <div>
            <Typography.Text strong>{contact.nickname}</Typography.Text>
          </div>
        </div>
      </Flex>
      <dl className={styles.lines}>
        {contact.mobile ? (
          <Line icon={<MobileOutlined />} label={t('service-contact.dialog.mobile')} copy={phone(contact.mobileAreaCode, contact.mobile)}>
            <a href={`tel:+${digits(contact.mobileAreaCode, contact.mobile)}`}>{phone(contact.mobileAreaCode, contact.mobile)}</a>
          </Line>
        ) : null}
        {contact.whatsapp ? (
          <Line icon={<WhatsAppOutlined />} label={t('service-contact.whatsapp')} copy={phone(contact.whatsappAreaCode, contact.whatsapp)}>
            <a href={`https://wa.me/${digits(contact.whatsappAreaCode, contact.whatsapp)}`} target="_blank" rel="noreferrer">
              {phone(contact.whatsappAreaCode, contact.whatsapp)}
            </a>
          </Line>
        ) : null}
        {contact.email ? (
          <Line icon={<MailOutlined />} label={t('service-contact.email')} copy={contact.email}>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </Line>
        ) : null}
      </dl>
    </section>
  );
}

// The customer-service dialog of the member shell: the member's assigned contact (when there is
// one) with copyable mobile and WhatsApp, the service desk's phone, WhatsApp, e-mail and hours,
// and the complaint button.
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assigned = useAssignedContact();
  const config = useClientConfig();
  const loading = assigned.isPending || config.isPending;
  const failed = assigned.isError || config.isError;
  const retry = () => void Promise.all([assigned.refetch(), config.refetch()]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('service-contact.title')}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Button
            danger
            onClick={() => {
              onClose();
              void navigate(COMPLAINT_PATH);
            }}
          >
            {t('service-contact.dialog.complaint')}
          </Button>
          <Button onClick={onClose}>{t('service-contact.dialog.close')}</Button>
        </Flex>
      }
      width={480}
    >
      {loading ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {failed ? <LazyLoadError onRetry={retry} retrying={assigned.isFetching || config.isFetching} /> : null}
      {!loading && !failed && config.data ? (
        <>
          {assigned.data ? <Assigned contact={assigned.data} /> : null}
          <Typography.Title level={2} style={{ fontSize: 15, marginTop: 8 }}>
            {t('service-contact.dialog.desk')}
          </Typography.Title>
          <ContactLines contact={config.data.serviceContact} />
        </>
      ) : null}
    </Modal>
  );
}
