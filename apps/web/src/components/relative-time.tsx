import { useState } from 'react';
import { formatDateTime, formatRelativeTime } from '../lib/format';
import { useLocale } from '../lib/i18n';

// A list's time as how long ago ("5 minutes ago"; the date from two days on), the full local
// time on hover (docs/product/api.md, "Times").
export function RelativeTime({ value, pattern }: { value: string | null | undefined; pattern?: string }) {
  const locale = useLocale();
  // The moment the row was drawn: a list is drawn again when it reloads.
  const [now] = useState(Date.now);
  if (!value) return null;
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(value, locale, now, pattern)}
    </time>
  );
}
