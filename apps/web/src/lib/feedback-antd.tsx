import { Modal, message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AntdConfig, antdReady } from '../app/antd-config';

// Loaded by feedback.ts on first use. Toasts and dialogs render outside the page's tree, in a
// small React root of their own inside the app's antd configuration: the member area's theme
// colour, size and language, and antd's styles as the pages get them (static, in their CSS
// layer). antd's static methods (`message.error`, `Modal.confirm`) would wrap them in a
// configuration of their own, outside it.

export interface AntdFeedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalApi;
}

function Holders({ onReady }: { onReady: (feedback: AntdFeedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}

let mounted: Promise<AntdFeedback> | undefined;

export function antdFeedback(): Promise<AntdFeedback> {
  mounted ??= antdReady().then(
    () =>
      new Promise<AntdFeedback>((resolve) => {
        const container = document.createElement('div');
        document.body.append(container);
        createRoot(container).render(
          <AntdConfig>
            <Holders onReady={resolve} />
          </AntdConfig>,
        );
      }),
  );
  return mounted;
}
