import { ConfigProvider, Modal, message, notification } from 'antd';
import { createElement } from 'react';
import { AntdConfig, antdReady } from '../app/antd-config';

// Loaded by feedback.ts on first use. Toasts and dialogs render outside the page's tree; they
// get the same configuration (theme colour, size, language) as the member area.
ConfigProvider.config({ holderRender: (node) => createElement(AntdConfig, null, node) });

export { Modal, antdReady, message, notification };
