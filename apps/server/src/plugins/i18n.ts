import fp from 'fastify-plugin';
import { parseLocale, type Locale } from '@portal/contracts/locale';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

// The caller's language comes from Accept-Language (zh_CN, en_US, fr_FR or browser tags).
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('locale', 'zh_CN');
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    request.locale = parseLocale(Array.isArray(header) ? header[0] : header);
    done();
  });
});
