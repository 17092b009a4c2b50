import { useSyncExternalStore } from 'react';

// Page-style settings from the settings panel (docs/product/shell.md, "Settings panel"), kept in
// localStorage.
export const SIZE_NAMES = ['default', 'medium', 'small', 'mini'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  // Chinese page titles also match their pinyin in the page search.
  pinyinSearch: boolean;
  size: SizeName;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: '#1890ff',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  pinyinSearch: true,
  size: 'medium',
};

// The template's four sizes on antd's three.
export const ANTD_SIZE = { default: 'large', medium: 'middle', small: 'small', mini: 'small' } as const satisfies Record<
  SizeName,
  'large' | 'middle' | 'small'
>;

const STORAGE_KEY = 'portal-settings';

function sanitize(raw: unknown): Settings {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const flag = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'pinyinSearch') =>
    typeof value[key] === 'boolean' ? value[key] : DEFAULT_SETTINGS[key];
  return {
    theme: typeof value.theme === 'string' && /^#[0-9a-f]{6}$/i.test(value.theme) ? value.theme : DEFAULT_SETTINGS.theme,
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
    pinyinSearch: flag('pinyinSearch'),
    size: SIZE_NAMES.find((name) => name === value.size) ?? DEFAULT_SETTINGS.size,
  };
}

function load(): Settings {
  try {
    return sanitize(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

let current = load();
const listeners = new Set<() => void>();

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSettings(): Settings {
  return current;
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, () => current);
}

export function updateSettings(patch: Partial<Settings>): void {
  current = sanitize({ ...current, ...patch });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or disabled: the change lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function resetSettings(): void {
  updateSettings(DEFAULT_SETTINGS);
}
