import { SERVICE_HOURS, clientConfig, type ClientConfig } from '@portal/contracts/client-config';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';

export function clientConfigRoutes(app: App) {
  const { links, captchaEnabled, priceCheckEnabled, serviceContact, onlineChatUrl } = app.config;
  const answer: ClientConfig = {
    companySiteUrl: links.companySiteUrl,
    legacyBackendEnabled: Boolean(links.legacyBackendUrl && links.legacyBackendSecret),
    captchaEnabled,
    priceCheckEnabled,
    serviceHours: SERVICE_HOURS,
    serviceContact,
    onlineChatUrl,
  };

  app.get(
    '/app-api/system/client-config',
    { config: { auth: 'public' }, schema: { tags: ['system'], response: { 200: envelope(clientConfig) } } },
    async () => ok(answer),
  );
}
