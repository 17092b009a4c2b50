// @vitest-environment happy-dom
import { GIFT_NOTES_KEY } from '@portal/contracts/gifts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadFeatureTexts } from '../../../lib/i18n';
import { NotesGate } from './notes-gate';

// The notes gate: "I have read the notes" stays disabled until the text was scrolled to its
// end. happy-dom lays nothing out, so the text's box is given its sizes here: 1,000 px of text
// in a 200 px window.

const restore: (() => void)[] = [];
function fakeSize(name: 'scrollHeight' | 'clientHeight', px: number) {
  const previous = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => px });
  restore.push(() => (previous ? Object.defineProperty(HTMLElement.prototype, name, previous) : undefined));
}

function renderGate(onAccept: () => void) {
  const client = new QueryClient();
  client.setQueryData(['need-know', GIFT_NOTES_KEY, 'en_US'], { key: GIFT_NOTES_KEY, title: 'Gift Exchange Notes', content: 'Line one.\nLine two.\nLast line.' });
  return render(
    <QueryClientProvider client={client}>
      <NotesGate onAccept={onAccept} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
  await changeLocale('en_US');
  fakeSize('scrollHeight', 1000);
  fakeSize('clientHeight', 200);
});

afterAll(() => restore.forEach((undo) => undo()));
afterEach(cleanup);

describe('the gift notes gate', () => {
  it('enables "I have read the notes" only once the text is scrolled to its end', () => {
    const onAccept = vi.fn();
    renderGate(onAccept);
    const dialog = within(screen.getByRole('dialog'));
    const accept = dialog.getByRole('button', { name: 'I have read the notes' });
    const text = dialog.getByRole('region', { name: 'Gift exchange notes' });
    expect(text.textContent).toContain('Last line.');
    expect(accept.hasAttribute('disabled')).toBe(true);

    // Halfway is not the end.
    text.scrollTop = 400;
    fireEvent.scroll(text);
    expect(accept.hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText('Scroll to the end of the notes to continue')).toBeTruthy();

    text.scrollTop = 800;
    fireEvent.scroll(text);
    expect(accept.hasAttribute('disabled')).toBe(false);
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
