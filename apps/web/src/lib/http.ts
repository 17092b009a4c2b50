import { TOKEN_ERROR_CODES } from '@portal/contracts/token-codes';
import { ApiError } from './api-error';
import { removeToken } from './cookies';
import { feedback } from './feedback';
import { sessionState } from './session-state';
import { currentLocale, i18n, whenTextsReady } from './i18n';
import { TransportError, exchange, type RequestConfig } from './transport';

// What the API's answers mean to the portal (docs/product/api.md): the envelope, the toasts,
// the logout dialog. The exchange itself is transport.ts.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// docs/product/api.md: one "Confirm logout" dialog at a time, whatever number of calls fail.
let logoutDialogOpen = false;

function confirmLogout(): void {
  if (logoutDialogOpen) return;
  logoutDialogOpen = true;
  feedback.confirm({
    title: i18n.t('common.session.logoutTitle'),
    content: i18n.t('common.session.logoutContent'),
    okText: i18n.t('common.session.relogin'),
    cancelText: i18n.t('common.cancel'),
    onOk: () => {
      removeToken();
      window.location.reload();
    },
    afterClose: () => {
      logoutDialogOpen = false;
    },
  });
}

// The contracts' error table (every message in three languages) is needed only when a call
// fails, so it stays out of the first pages' download.
// Offline, the table may not load: the texts then fall back to the generic ones.
const errorTable = () => import('@portal/contracts/errors').catch(() => null);

async function businessFailure(code: number, msg: unknown, data: unknown, config: RequestConfig): Promise<ApiError> {
  await whenTextsReady();
  let text = typeof msg === 'string' && msg ? msg : '';
  // The table names the error too (`ApiError.is`), so pages need not import it.
  const table = await errorTable();
  const known = table?.errorNameOf(code);
  if (!text) text = table && known ? table.errorMessage(known, currentLocale()) : i18n.t('common.request.error');
  const error = new ApiError(text, code, data, known);
  // A refused body: the toast says what is wrong with each field in the member's words, never
  // the API's field names ("remarks: …"); the form shows each under its input.
  const fieldTexts = [...new Set(error.fieldErrors.map((field) => field.message))];
  const shown = fieldTexts.length > 0 ? fieldTexts.join(currentLocale() === 'zh_CN' ? '；' : '; ') : text;
  if (!config.silent) {
    // A refused token says one thing once: the logout dialog when the member was signed in on
    // this page (its text says the session ended), nothing here before the member's record was
    // read (the route guard reports it and goes to the login page). Other failures: a toast.
    if (!TOKEN_ERROR_CODES.includes(code)) feedback.error(shown);
    else if (config.onTokenRefused) config.onTokenRefused();
    else if (sessionState.memberRead()) confirmLogout();
  }
  return error;
}

// Failures without an envelope: the client phrases them from the contracts' error table.
async function networkText(error: unknown): Promise<string> {
  if (!(error instanceof TransportError)) return error instanceof Error ? error.message : i18n.t('common.request.error');
  if (error.kind === 'status' && error.status !== null) {
    const table = await errorTable();
    const known = table?.errorNameOf(error.status);
    if (table && known) return table.errorMessage(known, currentLocale());
    if (table && error.status >= 500) return table.errorMessage('INTERNAL', currentLocale());
    return i18n.t('common.request.error');
  }
  if (error.kind === 'timeout') return i18n.t('common.request.timeout');
  return i18n.t('common.request.network');
}

async function networkFailure(error: unknown, config: RequestConfig): Promise<ApiError> {
  if (error instanceof TransportError && error.kind === 'canceled') return new ApiError('canceled', null);
  await whenTextsReady();
  const text = await networkText(error);
  if (!config.silent) feedback.error(text);
  return new ApiError(text, null);
}

// A file call (responseType 'blob') gets an envelope (a refusal) as a Blob too: read it.
async function unwrapBlob(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || !data.type.includes('json')) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return data;
  }
}

// Every answer is { code, msg, data }; an HTTP error status may carry the same envelope.
// A file (responseType 'blob') resolves with the Blob itself.
// Resolves with `data` when code is 0 (a missing code counts as 0), rejects with ApiError
// after telling the member (a 5 s toast; for token codes also the logout dialog).
export async function send<T>(config: RequestConfig): Promise<T> {
  let body: unknown;
  try {
    body = await unwrapBlob(await exchange(config));
    // A file: the caller wants the bytes.
    if (body instanceof Blob) return body as T;
  } catch (error) {
    const answered = await unwrapBlob(error instanceof TransportError ? error.body : undefined);
    if (!isRecord(answered) || typeof answered.code !== 'number' || answered.code === 0) {
      throw await networkFailure(error, config);
    }
    body = answered;
  }
  const envelope = isRecord(body) ? body : {};
  const code = typeof envelope.code === 'number' ? envelope.code : 0;
  if (code !== 0) throw await businessFailure(code, envelope.msg, envelope.data, config);
  return envelope.data as T;
}
