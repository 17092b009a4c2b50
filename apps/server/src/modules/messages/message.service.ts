import type { Kysely, Selectable } from 'kysely';
import type { Locale, Localized } from '@portal/contracts/locale';
import { format } from '@portal/contracts/locale';
import { MESSAGE_TEMPLATES, type MessageItem, type MessageTemplate, type UnreadCount } from '@portal/contracts/messages';
import { MESSAGE_TYPE_VALUES, type MessageType } from '@portal/contracts/statuses';
import { AppError } from '../../lib/app-error.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { MemberMessageTable } from '../../db/tables/account.js';
import { fromJson, nowIso, toIso, toJson } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';
import type { MessageRepository } from './message.repository.js';

function isTemplate(key: string | null): key is MessageTemplate {
  return key !== null && key in MESSAGE_TEMPLATES;
}

// The template key of a message written in each language by its sender; params holds the texts.
const LOCALIZED = '@localized';

// What a message says: a template with its parameters, or a title and content in each language.
export type MessageContent = { template: MessageTemplate; params?: Record<string, string | number> } | { title: Localized; content: Localized };

export interface StoredMessage {
  template: string;
  params: string;
}

export function encodeMessage(message: MessageContent): StoredMessage {
  return 'template' in message
    ? { template: message.template, params: toJson(message.params ?? {}) }
    : { template: LOCALIZED, params: toJson({ title: message.title, content: message.content }) };
}

// Renders a stored message in the reader's language.
export function renderMessage(row: Pick<MemberMessageTable, 'template' | 'params' | 'title' | 'content'>, locale: Locale) {
  if (row.template === LOCALIZED) {
    const texts = fromJson<{ title?: Localized; content?: Localized }>(row.params, {});
    return { title: texts.title?.[locale] ?? '', content: texts.content?.[locale] ?? '' };
  }
  if (isTemplate(row.template)) {
    const template = MESSAGE_TEMPLATES[row.template];
    const params = fromJson<Record<string, string | number>>(row.params, {});
    return { title: format(template.title[locale], params), content: format(template.content[locale], params) };
  }
  return { title: row.title ?? '', content: row.content ?? '' };
}

function itemOf(row: Selectable<MemberMessageTable>, locale: Locale): MessageItem {
  return { id: row.id, type: row.type, ...renderMessage(row, locale), read: row.read_at !== null, createTime: toIso(row.created_at) };
}

// Messages to members: every staff action a member can see writes one (docs/product/care.md).
export class MessageService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: MessageRepository,
  ) {}

  // Written in the caller's transaction, so the message exists exactly when the change does.
  send(memberId: number, message: MessageContent & { type: MessageType }, tx: Executor = this.db) {
    return this.sendStored(memberId, { type: message.type, ...encodeMessage(message), createdAt: nowIso() }, tx);
  }

  // A message already in its stored form (the notification outbox keeps that form).
  sendStored(memberId: number, message: StoredMessage & { type: MessageType; createdAt: string }, tx: Executor = this.db) {
    return this.repo.insert(
      { member_id: memberId, type: message.type, template: message.template, params: message.params, title: null, content: null, read_at: null, created_at: message.createdAt },
      tx,
    );
  }

  async list(
    memberId: number,
    query: { read?: 'true' | 'false' | undefined; type?: MessageType | undefined; pageSize: number; cursor?: string | undefined },
    locale: Locale,
  ) {
    const read = query.read === undefined ? undefined : query.read === 'true';
    const { rows, nextCursor, count } = await this.repo.list(memberId, { read, type: query.type }, query.pageSize, decodeCursor(query.cursor));
    const list = rows.map((row) => itemOf(row, locale));
    return { list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // One of the caller's messages; opening it marks it read (once: a conditional update).
  async get(memberId: number, id: number, locale: Locale): Promise<MessageItem> {
    const row = await this.repo.find(memberId, id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    if (row.read_at === null) await this.repo.markRead(memberId, [id], nowIso(), this.db);
    return { ...itemOf(row, locale), read: true };
  }

  unreadCount(memberId: number) {
    return this.repo.unreadCount(memberId);
  }

  async unreadByType(memberId: number): Promise<UnreadCount> {
    const counts = await this.repo.unreadByType(memberId);
    const byType = Object.fromEntries(MESSAGE_TYPE_VALUES.map((type) => [type, counts.get(type) ?? 0])) as UnreadCount['byType'];
    return { total: MESSAGE_TYPE_VALUES.reduce((sum, type) => sum + byType[type], 0), byType };
  }

  markRead(memberId: number, ids: number[] | 'all') {
    return this.repo.markRead(memberId, ids, nowIso(), this.db);
  }
}
