import { waited } from './waiting';
import type { ReviewsText } from './reviews-texts';

// "2 h 15 min" in the reviewer's language.
export function waitedText(tr: ReviewsText, since: string, now: number): string {
  const time = waited(since, now);
  switch (time.unit) {
    case 'now':
      return tr('waiting.now');
    case 'minutes':
      return tr('waiting.minutes', { minutes: time.minutes });
    case 'hours':
      return tr('waiting.hours', { hours: time.hours, minutes: time.minutes });
    case 'days':
      return tr('waiting.days', { count: time.days, hours: time.hours });
  }
}
