import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { setFeedbackHolder } from '../lib/feedback';
import { antdLocale, useLocale } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ANTD_SIZE, useSettings } from './settings';

// antd's theme, size and language, from the settings panel and the chosen language.
function AntdConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const settings = useSettings();
  const theme = useMemo(() => ({ token: { colorPrimary: settings.theme, colorLink: settings.theme } }), [settings.theme]);
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
