import type { ModalFuncProps } from 'antd';
import { feedback } from '../../lib/feedback';

// A confirmation as a promise: true once confirmed, false when dismissed (Esc, Cancel).
export function confirmed(props: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'cancelText'>): Promise<boolean> {
  return new Promise((resolve) => {
    feedback.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
