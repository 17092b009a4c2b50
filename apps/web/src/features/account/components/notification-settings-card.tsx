import type { NotificationSettings } from '@portal/contracts/notifications';
import { NOTIFICATION_TYPES, OPTIONAL_CHANNELS, type NotificationType, type OptionalChannel } from '@portal/contracts/statuses';
import { Alert, Checkbox, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { PlainCard } from '../../../components/plain-card';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings-api';

// Per type of notification, the channels that carry it: the message list always, e-mail
// (once an address is bound) and SMS as the member chooses. Each tick is saved at once.
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const toggle = (settings: NotificationSettings, type: NotificationType, channel: OptionalChannel, on: boolean) => {
    const channels = { ...settings.channels, [type]: { ...settings.channels[type], [channel]: on } };
    save.mutate(channels, {
      onSuccess: () => feedback.success(t('account.notifications.saved')),
      onError: (error) => feedback.error(error instanceof ApiError ? error.message : String(error)),
    });
  };

  const title = t('account.notifications.title');
  if (isPending) return <PlainCard title={title} aria-busy><Skeleton active paragraph={{ rows: 3 }} /></PlainCard>;
  if (isError || !data) {
    return (
      <PlainCard title={title}>
        <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} />
      </PlainCard>
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
    <PlainCard title={title} id="notification-settings">
      {data.emailBound ? null : <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('account.notifications.emailUnbound')} />}
      <Table<NotificationType> rowKey={(type) => type} columns={columns} dataSource={[...NOTIFICATION_TYPES]} pagination={false} size="small" />
    </PlainCard>
  );
}
