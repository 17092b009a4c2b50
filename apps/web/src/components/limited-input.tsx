import Input, { type InputProps } from 'antd/es/input/Input';
import TextArea, { type TextAreaProps } from 'antd/es/input/TextArea';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';

// Inputs with a length limit that never cut silently: a counter shows once the text nears
// the limit, and a paste (or typing) past it keeps the first `max` characters and says so.
// Use these instead of `maxLength`, which drops the rest of a paste without a word.

const COUNT_FROM = 0.8;

function useLimit(max: number) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      max,
      show: ({ count }: { count: number }) => (count >= max * COUNT_FROM ? `${count} / ${max}` : null),
      exceedFormatter: (value: string, config: { max: number }) => {
        feedback.warning(t('common.input.cut', { max: config.max }), 'input-cut');
        return value.slice(0, config.max);
      },
    }),
    [max, t],
  );
}

type Limited<P> = Omit<P, 'maxLength' | 'count' | 'showCount'> & { max: number };

export function LimitedInput({ max, ...props }: Limited<InputProps>) {
  return <Input {...props} count={useLimit(max)} />;
}

export function LimitedTextArea({ max, ...props }: Limited<TextAreaProps>) {
  return <TextArea {...props} count={useLimit(max)} />;
}
