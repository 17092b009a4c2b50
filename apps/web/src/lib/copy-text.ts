import { feedback } from './feedback';
import { i18n } from './i18n';

// The copy toast shows for 3 seconds (docs/product/shell.md).
const COPIED_SECONDS = 3;

// Copies `text` and says "Copied". A failed copy (no clipboard permission, an insecure page) is
// only logged: the text stays on screen to select by hand.
export function copyText(text: string): Promise<void> {
  return navigator.clipboard
    .writeText(text)
    .then(() => feedback.success(i18n.t('common.copied'), COPIED_SECONDS))
    .catch((error: unknown) => console.warn('clipboard copy failed', error));
}
