import type { NotificationPlacement } from 'antd/es/notification/interface';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from './feedback';
import { lineOf } from './form-rules';

type ErrorField = { name: (string | number)[]; errors: string[] };
interface FailedSubmit {
  errorFields: ErrorField[];
}
// What `refresh` reads of a form: antd's and the light form's `getFieldsError`.
interface FormErrors {
  getFieldsError(): { name: (string | number)[]; errors: string[] }[];
}

const KEY = 'form-errors';
const nameKey = (name: readonly (string | number)[]) => name.join('.');

// docs/product/api.md: on a failed submit every message is also listed in a warning notification
// titled 表单错误 / Form errors for 3 seconds (not held open while the pointer rests on it). It
// shows at the bottom right: at the top it would cover a dialog's close button and the sign-in
// pages' language selector. A page form whose actions sit at the bottom right (the shipping
// form) puts it at the top right instead, so it never covers them (docs/web.md).
export function useFormErrorNotice(placement: NotificationPlacement = 'bottomRight'): (info: FailedSubmit) => void {
  return useLiveFormErrorNotice(placement).notify;
}

// The same notice, kept true while it is shown: `refresh(form)` (from the form's
// `onFieldsChange`) lists again only the listed fields still in error, and closes the notice
// once the member has fixed them all.
export function useLiveFormErrorNotice(placement: NotificationPlacement = 'bottomRight') {
  const { t } = useTranslation();
  // The fields the open notice lists, with their texts; empty once it is closed.
  const listed = useRef<ErrorField[]>([]);

  const show = useCallback(
    (errorFields: readonly ErrorField[]) => {
      // A line's message says which line: the same rule can fail on several.
      const messages = [
        ...new Set(
          errorFields.flatMap(({ name, errors }) => {
            const line = lineOf(name);
            return line === undefined ? errors : errors.map((text) => t('common.form.onLine', { line, text }));
          }),
        ),
      ];
      listed.current = errorFields.filter((entry) => entry.errors.length > 0);
      if (messages.length === 0) {
        feedback.closeNotification(KEY);
        return;
      }
      feedback.notify('warning', {
        key: KEY,
        title: t('common.form.errorsTitle'),
        description: (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {messages.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ),
        duration: 3,
        pauseOnHover: false,
        placement,
        onClose: () => {
          listed.current = [];
        },
      });
    },
    [t, placement],
  );

  const notify = useCallback((info: FailedSubmit) => show(info.errorFields), [show]);

  const refresh = useCallback(
    (form: FormErrors) => {
      if (listed.current.length === 0) return;
      // A listed field the form reports without errors now is fixed; one it does not report
      // (a list's own rule, such as "at least one line") stays as it was.
      const now = new Map(form.getFieldsError().map((entry) => [nameKey(entry.name), entry.errors]));
      const still = listed.current.flatMap((entry) => {
        const errors = now.get(nameKey(entry.name)) ?? entry.errors;
        return errors.length > 0 ? [{ name: entry.name, errors }] : [];
      });
      const changed = still.length !== listed.current.length || still.some((entry, i) => entry.errors.join() !== listed.current[i]!.errors.join());
      if (changed) show(still);
    },
    [show],
  );

  return { notify, refresh };
}
