import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { darken, readableOnWhite } from '../lib/contrast';
import { setFeedbackHolder } from '../lib/feedback';
import { antdLocale, useLocale } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ANTD_SIZE, useSettings } from './settings';

// antd's secondary texts (labels, breadcrumbs, empty states, placeholders) are lighter than
// 4.5:1 on white by default; these reach it.
const READABLE_GREYS = { colorTextTertiary: 'rgba(0, 0, 0, 0.55)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' };

// antd's theme, size and language, from the settings panel and the chosen language.
function AntdConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const settings = useSettings();
  const theme = useMemo(() => {
    // White text on the theme colour (buttons, the selected menu entry) and the colour as link
    // text both need 4.5:1: the chosen colour is darkened until they have it. Hovered and
    // pressed, it darkens further (antd would lighten it on hover, below 4.5:1 again).
    const primary = readableOnWhite(settings.theme);
    const hover = darken(primary, 0.88);
    const active = darken(primary, 0.76);
    return {
      token: {
        colorPrimary: primary,
        colorPrimaryHover: hover,
        colorPrimaryActive: active,
        colorLink: primary,
        colorLinkHover: hover,
        colorLinkActive: active,
        ...READABLE_GREYS,
      },
    };
  }, [settings.theme]);
  return (
    <ConfigProvider locale={antdLocale(locale)} componentSize={ANTD_SIZE[settings.size]} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

// Toasts and dialogs render outside the page's tree; they get the same configuration.
setFeedbackHolder((node) => <AntdConfig>{node}</AntdConfig>);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdConfig>{children}</AntdConfig>
    </QueryClientProvider>
  );
}
