import type { NotificationSettings, NotificationSettingsBody } from '@portal/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Which channels tell the member about orders, deliveries and reminders.

export const notificationSettingsKey = ['account', 'notification-settings'] as const;

export const notificationSettingsApi = {
  get: () => api.get<NotificationSettings>('/app-api/member/user/notification-settings'),
  save: (body: NotificationSettingsBody) => api.put<NotificationSettings>('/app-api/member/user/notification-settings', body),
};

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKey, queryFn: notificationSettingsApi.get });
}

// The tick shows at once; a refused save puts the previous choice back.
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationSettingsApi.save,
    onMutate: async (channels) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (previous) queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, { ...previous, channels });
      return { previous };
    },
    onError: (_error, _channels, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });
}
