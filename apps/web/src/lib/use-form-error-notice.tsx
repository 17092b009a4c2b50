import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from './feedback';
import { lineOf } from './form-rules';

interface FailedSubmit {
  errorFields: { name: (string | number)[]; errors: string[] }[];
}

// docs/product/api.md: on a failed submit every message is also listed in a warning notification
// titled 表单错误 / Form errors for 3 seconds. It shows at the bottom right: at the top it would
// cover a dialog's close button and the sign-in pages' language selector.
export function useFormErrorNotice(): (info: FailedSubmit) => void {
  const { t } = useTranslation();
  return useCallback(
    (info: FailedSubmit) => {
      // A line's message says which line: the same rule can fail on several.
      const messages = [
        ...new Set(
          info.errorFields.flatMap(({ name, errors }) => {
            const line = lineOf(name);
            return line === undefined ? errors : errors.map((text) => t('common.form.onLine', { line, text }));
          }),
        ),
      ];
      if (messages.length === 0) return;
      feedback.notify('warning', {
        key: 'form-errors',
        title: t('common.form.errorsTitle'),
        description: (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {messages.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ),
        duration: 3,
        placement: 'bottomRight',
      });
    },
    [t],
  );
}
