import type { NotificationSettings } from '@portal/contracts/notifications';
import { NOTIFICATION_TYPES, OPTIONAL_CHANNELS, type NotificationType, type OptionalChannel } from '@portal/contracts/statuses';
import { Alert, Button, Card, Checkbox, Result, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings-api';

// Per type of notification, the channels that carry it: the message list always, e-mail
// (once an address is bound) and SMS as the member chooses. Each tick is saved at once.
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const toggle = (settings: NotificationSettings, type: NotificationType, channel: OptionalChannel, on: boolean) => {
    const channels = { ...settings.channels, [type]: { ...settings.channels[type], [channel]: on } };
    save.mutate(channels, {
      onSuccess: () => feedback.success(t('account.notifications.saved')),
      onError: (error) => feedback.error(error instanceof ApiError ? error.message : String(error)),
    });
  };

  const title = t('account.notifications.title');
  if (isPending) return <Card title={title} aria-busy><Skeleton active paragraph={{ rows: 3 }} /></Card>;
  if (isError || !data) {
    return (
      <Card title={title}>
        <Result status="error" title={t('common.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      </Card>
    );
  }

  const offered = (channel: OptionalChannel) => channel !== 'email' || data.emailBound;
  const columns = [
    { key: 'type', title: t('account.notifications.type'), render: (_: unknown, type: NotificationType) => t(`account.notifications.types.${type}`) },
    {
      key: 'portal',
      title: t('account.notifications.channels.portal'),
      render: (_: unknown, type: NotificationType) => (
        <Checkbox checked disabled aria-label={`${t(`account.notifications.types.${type}`)}: ${t('account.notifications.channels.portal')}`} />
      ),
    },
    ...OPTIONAL_CHANNELS.map((channel) => ({
      key: channel,
      title: t(`account.notifications.channels.${channel}`),
      render: (_: unknown, type: NotificationType) => (
        <Checkbox
          checked={offered(channel) && data.channels[type][channel]}
          disabled={!offered(channel) || save.isPending}
          aria-label={`${t(`account.notifications.types.${type}`)}: ${t(`account.notifications.channels.${channel}`)}`}
          onChange={(event) => toggle(data, type, channel, event.target.checked)}
        />
      ),
    })),
  ];

  return (
    <Card title={title} id="notification-settings">
      {data.emailBound ? null : <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('account.notifications.emailUnbound')} />}
      <Table<NotificationType> rowKey={(type) => type} columns={columns} dataSource={[...NOTIFICATION_TYPES]} pagination={false} size="small" />
    </Card>
  );
}
