import { StyleProvider } from '@ant-design/cssinjs';
import type { Locale } from '@portal/contracts/locale';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { readableOnWhite, themeColours } from '../lib/contrast';
import { currentLocale, onLocaleChange, useLocale } from '../lib/i18n';
import { useMediaQuery } from '../lib/use-media-query';
import { ANTD_SIZE, useSettings } from './settings';

// antd's theme, size and language, from the settings panel and the chosen language. Loaded
// with the member area, with the first toast or dialog (lib/feedback-antd.tsx) and with the
// public pages drawn with antd; the sign-in pages do without (docs/decisions.md, "Delivery").

// antd's secondary texts (labels, breadcrumbs, empty states, placeholders) are lighter than
// 4.5:1 on white by default; these reach it.
const READABLE_GREYS = { colorTextTertiary: 'rgba(0, 0, 0, 0.55)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' };
// antd's red (#ff4d4f) is 3.9:1 on white: danger buttons ("Delete", "Cancel order") and error
// texts get it darkened just enough for 4.5:1.
const READABLE_ERROR = readableOnWhite('#ff4d4f');

// antd's own texts (date pickers, empty states, ...); en_US is antd's built-in default.
const antdLocales: Partial<Record<Locale, AntdLocale>> = { zh_CN: zhCN, en_US: enUS };
const antdLoaders: Partial<Record<Locale, () => Promise<{ default: AntdLocale }>>> = {
  fr_FR: () => import('antd/es/locale/fr_FR'),
};

async function loadAntdLocale(locale: Locale): Promise<void> {
  const load = antdLoaders[locale];
  if (!antdLocales[locale] && load) antdLocales[locale] = (await load()).default;
}

// A language switch waits for antd's texts too, so both change together.
onLocaleChange(loadAntdLocale);

// Resolves once antd's texts in the current language are there: await it before rendering.
export function antdReady(): Promise<void> {
  return loadAntdLocale(currentLocale()).catch(() => undefined);
}

export function AntdConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const settings = useSettings();
  // Someone who asked their system for less motion gets dialogs, drawers and menus that
  // appear and go without zooming or sliding.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!antdLocales[locale]) void loadAntdLocale(locale).then(() => setLoaded((n) => n + 1));
  }, [locale]);
  const theme = useMemo(() => {
    const { primary, hover, active } = themeColours(settings.theme);
    return {
      // Built pages take antd's styles from static CSS (vite-plugins/antd-static-style.ts):
      // no style is computed while rendering. The dev server has no such CSS.
      zeroRuntime: import.meta.env.PROD,
      token: {
        colorPrimary: primary,
        colorPrimaryHover: hover,
        colorPrimaryActive: active,
        colorLink: primary,
        colorLinkHover: hover,
        colorLinkActive: active,
        colorError: READABLE_ERROR,
        ...READABLE_GREYS,
        motion: !reduceMotion,
      },
    };
  }, [settings.theme, reduceMotion]);
  // antd's styles sit in `@layer antd` (static ones and those still written at run time: the
  // theme's variables, the icons' reset), so the app's own CSS wins over antd's in any order.
  return (
    <StyleProvider layer>
      <ConfigProvider locale={antdLocales[locale]} componentSize={ANTD_SIZE[settings.size]} theme={theme}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
