import type { ModalFuncProps } from 'antd';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification/interface';
import type { AntdFeedback } from './feedback-antd';

// Toasts, notifications and confirm dialogs, callable from anywhere (the api client runs
// outside React). antd's message/notification/Modal load with the first one shown: they
// would cost the login page ~20 KB gzipped up front. They are wrapped in the app's antd
// configuration, so they follow the theme colour and the language.

let loading: Promise<AntdFeedback> | undefined;

function load(): Promise<AntdFeedback> {
  loading ??= import('./feedback-antd').then((module) => module.antdFeedback());
  return loading;
}

type NotificationType = 'success' | 'info' | 'warning' | 'error';

export const feedback = {
  // Keyed by its text: calls failing together for one cause (the network is down and a page
  // asks for three things) show one toast, not one per call.
  error(content: string, seconds = 5): void {
    void load().then(({ message }) => message.error({ content, key: `error:${content}`, duration: seconds }));
  },
  // A key replaces the previous toast of the same key instead of stacking a new one.
  warning(content: string, key?: string, seconds = 4): void {
    void load().then(({ message }) => message.warning({ content, key, duration: seconds }));
  },
  success(content: string, seconds = 3): void {
    void load().then(({ message }) => message.success({ content, duration: seconds }));
  },
  notify(type: NotificationType, args: NotificationArgs): void {
    void load().then(({ notification }) => notification[type](args));
  },
  closeNotification(key: string): void {
    void load().then(({ notification }) => notification.destroy(key));
  },
  confirm(props: ModalFuncProps): void {
    void load().then(({ modal }) => {
      modal.confirm(props);
    });
  },
};
