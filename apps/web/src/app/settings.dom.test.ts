// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The settings panel's choices, kept in localStorage (docs/product/shell.md, "Settings panel").
async function freshSettings() {
  vi.resetModules();
  return import('./settings');
}

beforeEach(() => localStorage.clear());

describe('page settings', () => {
  it('has pinyin search on by default', async () => {
    const { currentSettings } = await freshSettings();
    expect(currentSettings().pinyinSearch).toBe(true);
  });

  it('keeps pinyin search off once switched off, across page loads, until reset', async () => {
    const first = await freshSettings();
    first.updateSettings({ pinyinSearch: false });
    const next = await freshSettings();
    expect(next.currentSettings().pinyinSearch).toBe(false);
    next.resetSettings();
    expect(next.currentSettings().pinyinSearch).toBe(true);
  });

  it('reads a stored value that is not a switch as the default', async () => {
    localStorage.setItem('portal-settings', JSON.stringify({ pinyinSearch: 'no' }));
    const { currentSettings } = await freshSettings();
    expect(currentSettings().pinyinSearch).toBe(true);
  });
});
