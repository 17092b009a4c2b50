import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { LOCALES } from '@portal/contracts/locale';
import {
  MEMBER_SYSTEM_AUDIT_ID,
  MEMBER_SYSTEM_SWITCH_KEY,
  NEED_KNOW_KEYS,
  STATUS_ENABLED,
  type dictDataCreateBody,
  type dictDataUpdateBody,
  type dictTypeCreateBody,
  type dictTypeUpdateBody,
  type NeedKnowKey,
  type needKnowUpdateBody,
  type StaffDictData,
  type StaffDictType,
  type StaffNeedKnow,
} from '@portal/contracts/system';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { DictDataTable } from '../../db/tables/system.js';
import { isUniqueViolation, nowIso, toCount, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields, writeAudit } from '../audit/audit.js';
import { isOn } from './member-system.service.js';
import type { ReferenceDataRepository } from './reference-data.repository.js';

type DictRow = Omit<DictDataTable, 'id'> & { id: number };

function toStaffEntry(row: DictRow): StaffDictData {
  return {
    id: row.id,
    dictType: row.dict_type,
    value: row.value,
    label: row.label,
    labelEn: row.label_en,
    labelFr: row.label_fr,
    colorType: row.color_type,
    sort: row.sort,
    enabled: row.status === STATUS_ENABLED,
    remark: row.remark,
    updateTime: toIso(row.updated_at),
  };
}

// The fields the audit log keeps of an entry and of a type.
const entryFields = (e: StaffDictData) => ({ label: e.label, labelEn: e.labelEn, labelFr: e.labelFr, colorType: e.colorType, sort: e.sort, remark: e.remark });

// Staff (administrator) edits of dictionaries and need-to-know texts. Members see a change on
// their next read: the dictionary list answers are keyed by a version every write renews, and
// need-to-know texts are read from the database each time.
export class ReferenceDataService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: ReferenceDataRepository,
  ) {}

  async dictTypes(): Promise<StaffDictType[]> {
    const rows = await this.repo.dictTypes();
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      name: r.name,
      enabled: r.status === STATUS_ENABLED,
      remark: r.remark,
      entries: toCount(r.entries),
      updateTime: toIso(r.updated_at),
    }));
  }

  async dictEntries(type: string): Promise<StaffDictData[]> {
    if (!(await this.repo.dictTypeByName(type))) throw new AppError('DICT_TYPE_NOT_FOUND');
    return (await this.repo.dictEntries(type)).map(toStaffEntry);
  }

  async createDictType(body: z.output<typeof dictTypeCreateBody>, staffId: number): Promise<number> {
    const now = nowIso();
    try {
      return await inTransaction(this.db, async (tx) => {
        const id = await this.repo.insertDictType({ type: body.type, name: body.name, remark: body.remark }, now, tx);
        await this.repo.bumpDictVersion(now, tx);
        await writeAudit(tx, { staffId, action: 'create', entity: 'dictType', entityId: id, after: { type: body.type, name: body.name, remark: body.remark }, at: now });
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('DICT_TYPE_DUPLICATE');
      throw error;
    }
  }

  async updateDictType(body: z.output<typeof dictTypeUpdateBody>, staffId: number): Promise<void> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.dictType(body.id, tx);
      if (!row) throw new AppError('DICT_TYPE_NOT_FOUND');
      const change = changedFields({ name: row.name, remark: row.remark }, { name: body.name, remark: body.remark });
      if (!change) return;
      await this.repo.updateDictType(body.id, { name: body.name, remark: body.remark }, now, tx);
      await this.repo.bumpDictVersion(now, tx);
      await writeAudit(tx, { staffId, action: 'update', entity: 'dictType', entityId: body.id, ...change, at: now });
    });
  }

  async createDictData(body: z.output<typeof dictDataCreateBody>, staffId: number): Promise<number> {
    const now = nowIso();
    try {
      return await inTransaction(this.db, async (tx) => {
        if (!(await this.repo.dictTypeByName(body.dictType, tx))) throw new AppError('DICT_TYPE_NOT_FOUND');
        const columns = {
          dict_type: body.dictType,
          value: body.value,
          label: body.label,
          label_en: body.labelEn,
          label_fr: body.labelFr,
          color_type: body.colorType,
          sort: body.sort,
          remark: body.remark,
        };
        const id = await this.repo.insertDictData(columns, now, tx);
        await this.repo.bumpDictVersion(now, tx);
        const after = { dictType: body.dictType, value: body.value, ...entryFields(toStaffEntry({ ...columns, id, css_class: '', status: STATUS_ENABLED, extra: null, created_at: now, updated_at: now })) };
        await writeAudit(tx, { staffId, action: 'create', entity: 'dictData', entityId: id, after, at: now });
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('DICT_DATA_DUPLICATE');
      throw error;
    }
  }

  async updateDictData(body: z.output<typeof dictDataUpdateBody>, staffId: number): Promise<StaffDictData> {
    const now = nowIso();
    return inTransaction(this.db, async (tx) => {
      const row = await this.repo.dictEntry(body.id, tx);
      if (!row) throw new AppError('DICT_DATA_NOT_FOUND');
      const before = toStaffEntry(row);
      const columns = { label: body.label, label_en: body.labelEn, label_fr: body.labelFr, color_type: body.colorType, sort: body.sort, remark: body.remark };
      const after = toStaffEntry({ ...row, ...columns, updated_at: now });
      const change = changedFields(entryFields(before), entryFields(after));
      if (!change) return before;
      await this.repo.updateDictData(body.id, columns, now, tx);
      await this.repo.bumpDictVersion(now, tx);
      await writeAudit(tx, { staffId, action: 'update', entity: 'dictData', entityId: body.id, ...change, at: now });
      return after;
    });
  }

  // Enable or disable a type (all its entries leave members' lists with it) or an entry.
  async setDictStatus(kind: 'dictType' | 'dictData', id: number, enabled: boolean, staffId: number): Promise<void> {
    const now = nowIso();
    const table = kind === 'dictType' ? 'dict_type' : 'dict_data';
    await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.setStatus(table, id, enabled, now, tx))) {
        const exists = kind === 'dictType' ? await this.repo.dictType(id, tx) : await this.repo.dictEntry(id, tx);
        throw new AppError(exists ? 'REFERENCE_STATE_UNCHANGED' : kind === 'dictType' ? 'DICT_TYPE_NOT_FOUND' : 'DICT_DATA_NOT_FOUND');
      }
      await this.repo.bumpDictVersion(now, tx);
      await writeAudit(tx, { staffId, action: enabled ? 'enable' : 'disable', entity: kind, entityId: id, before: { enabled: !enabled }, after: { enabled }, at: now });
    });
  }

  // Turn points and levels on or off for every member (docs/points-and-gifts.md, "Visibility").
  // Read on every call, so members see it at once; setting the state it is in answers 409.
  async setMemberSystem(enabled: boolean, staffId: number): Promise<void> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const was = isOn((await this.repo.param(MEMBER_SYSTEM_SWITCH_KEY, tx))?.value ?? null);
      if (was === enabled) throw new AppError('REFERENCE_STATE_UNCHANGED');
      await this.repo.setParam(MEMBER_SYSTEM_SWITCH_KEY, String(enabled), now, tx);
      await writeAudit(tx, { staffId, action: enabled ? 'enable' : 'disable', entity: 'memberSystem', entityId: MEMBER_SYSTEM_AUDIT_ID, before: { enabled: was }, after: { enabled }, at: now });
    });
  }

  // Every need-to-know text with what it has in each language.
  async needKnowList(): Promise<StaffNeedKnow[]> {
    const rows = await this.repo.needKnowRows();
    return NEED_KNOW_KEYS.map((key) => this.toStaffNeedKnow(key, rows.filter((r) => r.key === key)));
  }

  async needKnow(key: NeedKnowKey): Promise<StaffNeedKnow> {
    return this.toStaffNeedKnow(key, await this.repo.needKnowRows(key));
  }

  // The three languages written together; one audit row, on the text's zh_CN row, with the
  // languages whose title or content changed.
  async updateNeedKnow(body: z.output<typeof needKnowUpdateBody>, staffId: number): Promise<StaffNeedKnow> {
    const now = nowIso();
    return inTransaction(this.db, async (tx) => {
      const beforeRows = await this.repo.needKnowRows(body.key, tx);
      const before = this.toStaffNeedKnow(body.key, beforeRows).texts;
      const change = changedFields(before, body.texts);
      if (!change) return this.toStaffNeedKnow(body.key, beforeRows);
      for (const locale of LOCALES) await this.repo.upsertNeedKnow(body.key, locale, body.texts[locale], now, tx);
      const afterRows = await this.repo.needKnowRows(body.key, tx);
      const zh = afterRows.find((r) => r.locale === 'zh_CN');
      if (!zh) throw new AppError('NEED_KNOW_NOT_FOUND');
      await writeAudit(tx, { staffId, action: 'update', entity: 'needKnow', entityId: Number(zh.id), ...change, at: now });
      return this.toStaffNeedKnow(body.key, afterRows);
    });
  }

  private toStaffNeedKnow(key: NeedKnowKey, rows: { locale: string; title: string; content: string; updated_at: string }[]): StaffNeedKnow {
    const texts: StaffNeedKnow['texts'] = {};
    let updateTime: string | null = null;
    for (const row of rows) {
      if (!(LOCALES as readonly string[]).includes(row.locale)) continue;
      texts[row.locale as keyof StaffNeedKnow['texts']] = { title: row.title, content: row.content };
      const at = toIso(row.updated_at);
      if (!updateTime || at > updateTime) updateTime = at;
    }
    return { key, texts, updateTime };
  }
}
