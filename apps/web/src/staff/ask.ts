import type { ModalFuncProps } from 'antd';
import { feedback } from '../lib/feedback';

// A confirmation as a promise: true once confirmed, false when cancelled (Esc, the close
// button, Cancel). The call itself runs after it closes, so its refusal is shown on the desk.
export function ask(props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<boolean> {
  return new Promise((resolve) => feedback.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) }));
}

// Asks, then makes the change once confirmed. A refusal is shown by the api client (the server's
// message) and the desk's lists are read again, so it is not thrown on.
export async function askThen(props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>, change: () => Promise<unknown>): Promise<void> {
  if (await ask(props)) await change().catch(() => undefined);
}
