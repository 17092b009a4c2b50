import { ConfigProvider, Modal, message, notification } from 'antd';
import type { ReactNode } from 'react';

// Loaded by feedback.ts on first use.
export function configure(holderRender: (node: ReactNode) => ReactNode): void {
  ConfigProvider.config({ holderRender });
}

export { Modal, message, notification };
