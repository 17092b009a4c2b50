import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, errorMessage, type ErrorName } from '@portal/contracts/errors';
import { DEFAULT_LOCALE, format, isLocale, type Locale, type Localized } from '@portal/contracts/locale';
import { LANGUAGE_COOKIE, SESSION_COOKIE, STAFF_SESSION_COOKIE } from '@portal/contracts/token-codes';
import { VALIDATION_MESSAGES, issueField, issueRule, issueText, type IssueLike } from '@portal/contracts/validation';
import { AppError, FieldsError } from '../lib/app-error.js';
import { isApiPath, isMemberPath, isStaffDeskPath } from './static.js';

// Texts for the request-shape errors Fastify raises before any route runs.
const FASTIFY_DETAIL: Record<string, Localized> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { zh_CN: '请求体不能为空', en_US: 'the JSON body is empty', fr_FR: 'le corps JSON est vide' },
  FST_ERR_CTP_INVALID_JSON_BODY: { zh_CN: '请求体不是合法的 JSON', en_US: 'the body is not valid JSON', fr_FR: "le corps n'est pas un JSON valide" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { zh_CN: '不支持的内容类型', en_US: 'unsupported content type', fr_FR: 'type de contenu non pris en charge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { zh_CN: '内容长度不正确', en_US: 'wrong content length', fr_FR: 'longueur de contenu incorrecte' },
};

function send(reply: FastifyReply, http: number, code: number, msg: string, data: unknown = null) {
  return reply.status(http).send({ code, msg, data });
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let value = source;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function validationAnswer(request: FastifyRequest, error: { validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[]; validationContext?: string }) {
  const locale: Locale = request.locale;
  const source =
    error.validationContext === 'querystring' ? request.query : error.validationContext === 'params' ? request.params : error.validationContext === 'headers' ? request.headers : request.body;
  const fields = error.validation.map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    const issue: IssueLike = { ...(v.params as object), code: v.keyword, message: v.message ?? '', path, input: valueAt(source, path) };
    return { field: issueField(issue), rule: issueRule(issue), message: issueText(issue, locale) };
  });
  return fieldsAnswer(fields, locale);
}

interface FieldAnswer {
  field: string;
  rule: string;
  message: string;
}

function fieldsAnswer(fields: FieldAnswer[], locale: Locale) {
  const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return { msg: errorMessage('BAD_REQUEST', locale, { detail }), fields };
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale ?? 'zh_CN';
    if (error instanceof FieldsError) {
      const { msg, fields } = fieldsAnswer(
        error.problems.map((p) => ({ field: p.field, rule: p.rule, message: format(VALIDATION_MESSAGES[p.rule][locale], p.params) })),
        locale,
      );
      return send(reply, 400, ERRORS.BAD_REQUEST.code, msg, { fields });
    }
    if (error instanceof AppError) {
      return send(reply, error.http, error.code, errorMessage(error.errorName, locale, error.params), error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { msg, fields } = validationAnswer(request, error);
      return send(reply, 400, ERRORS.BAD_REQUEST.code, msg, { fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const retry = Number(reply.getHeader('retry-after') ?? 60);
      return send(reply, 429, ERRORS.TOO_MANY_REQUESTS.code, errorMessage('TOO_MANY_REQUESTS', locale, { seconds: retry }));
    }
    if (status >= 400 && status < 500) {
      const known: Partial<Record<number, ErrorName>> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE' };
      const name = known[status];
      if (name) return send(reply, status, ERRORS[name].code, errorMessage(name, locale));
      const detailText = (error.code && FASTIFY_DETAIL[error.code]?.[locale]) ?? FASTIFY_DETAIL.FST_ERR_CTP_INVALID_JSON_BODY![locale];
      return send(reply, status, ERRORS.BAD_REQUEST.code, errorMessage('BAD_REQUEST', locale, { detail: detailText }));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, ERRORS.INTERNAL.code, errorMessage('INTERNAL', locale));
  });

  // Client-side routes of the web app get its index.html; everything else a 404 envelope.
  app.setNotFoundHandler((request, reply) => {
    // A signed-in member's member page names the member area's first files, a signed-in staff
    // member's desk the console's (static.ts).
    const { memberSpaIndex, staffSpaIndex } = request.server;
    const memberPage = memberSpaIndex !== null && isMemberPath(request.url);
    const deskPage = staffSpaIndex !== null && isStaffDeskPath(request.url);
    const language = request.cookies?.[LANGUAGE_COOKIE];
    const locale = isLocale(language) ? language : DEFAULT_LOCALE;
    const index =
      memberPage && request.cookies?.[SESSION_COOKIE]
        ? memberSpaIndex(request.url, locale)
        : deskPage && request.cookies?.[STAFF_SESSION_COOKIE]
          ? staffSpaIndex(request.url, locale)
          : request.server.spaIndex;
    if (index && request.method === 'GET' && !isApiPath(request.url)) {
      // These pages' HTML depends on the session and language cookies.
      if (memberPage || deskPage) reply.header('vary', 'cookie');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
    }
    return send(reply, 404, ERRORS.NOT_FOUND.code, errorMessage('NOT_FOUND', request.locale ?? 'zh_CN'));
  });
});
