import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STATUS_DISABLED, STATUS_ENABLED } from '@portal/contracts/system';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { DictDataTable, DictTypeTable } from '../../db/tables/system.js';
import { DICT_VERSION_PARAM } from './system.repository.js';

type DictTypeColumns = Pick<DictTypeTable, 'type' | 'name' | 'remark'>;
type DictDataColumns = Pick<DictDataTable, 'dict_type' | 'value' | 'label' | 'label_en' | 'label_fr' | 'color_type' | 'sort' | 'remark'>;

export const statusOf = (enabled: boolean) => (enabled ? STATUS_ENABLED : STATUS_DISABLED);

// Staff reads and writes of dictionaries and need-to-know texts (the reference-data desk).
// Every dictionary write also renews the dictionary version (bumpDictVersion), which the
// member list answers are keyed by.
export class ReferenceDataRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Every type with its number of entries, enabled or not.
  dictTypes() {
    return this.db
      .selectFrom('dict_type')
      .leftJoin('dict_data', 'dict_data.dict_type', 'dict_type.type')
      .select((eb) => ['dict_type.id', 'dict_type.type', 'dict_type.name', 'dict_type.status', 'dict_type.remark', 'dict_type.updated_at', eb.fn.count('dict_data.id').as('entries')])
      .groupBy(['dict_type.id', 'dict_type.type', 'dict_type.name', 'dict_type.status', 'dict_type.remark', 'dict_type.updated_at'])
      .orderBy('dict_type.type')
      .execute();
  }

  dictType(id: number, db: Executor = this.db) {
    return db.selectFrom('dict_type').selectAll().where('id', '=', id).executeTakeFirst();
  }

  dictTypeByName(type: string, db: Executor = this.db) {
    return db.selectFrom('dict_type').selectAll().where('type', '=', type).executeTakeFirst();
  }

  // Every entry of a type, enabled or not, in the members' order.
  dictEntries(type: string) {
    return this.db.selectFrom('dict_data').selectAll().where('dict_type', '=', type).orderBy('sort').orderBy('id').execute();
  }

  dictEntry(id: number, db: Executor = this.db) {
    return db.selectFrom('dict_data').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertDictType(columns: DictTypeColumns, now: string, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('dict_type')
      .values({ ...columns, status: STATUS_ENABLED, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateDictType(id: number, columns: Pick<DictTypeTable, 'name' | 'remark'>, now: string, tx: Executor): Promise<boolean> {
    const result = await tx.updateTable('dict_type').set({ ...columns, updated_at: now }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertDictData(columns: DictDataColumns, now: string, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('dict_data')
      .values({ ...columns, css_class: '', status: STATUS_ENABLED, extra: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateDictData(id: number, columns: Omit<DictDataColumns, 'dict_type' | 'value'>, now: string, tx: Executor): Promise<boolean> {
    const result = await tx.updateTable('dict_data').set({ ...columns, updated_at: now }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // One conditional update: false when the row is missing or already in that state, so two
  // staff members acting at once record one change.
  async setStatus(table: 'dict_type' | 'dict_data', id: number, enabled: boolean, now: string, tx: Executor): Promise<boolean> {
    const status = statusOf(enabled);
    const result = await tx.updateTable(table).set({ status, updated_at: now }).where('id', '=', id).where('status', '<>', status).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // A new version for every change, so the cached member answers of every process are
  // replaced (SystemService.dictDataAnswer): unique even for two changes in one millisecond.
  async bumpDictVersion(now: string, tx: Executor): Promise<void> {
    const value = randomUUID();
    await tx
      .insertInto('system_param')
      .values({ key: DICT_VERSION_PARAM, value, remark: 'Changes with every staff edit of a dictionary', created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }

  param(key: string, db: Executor = this.db) {
    return db.selectFrom('system_param').select('value').where('key', '=', key).executeTakeFirst();
  }

  async setParam(key: string, value: string, now: string, tx: Executor): Promise<void> {
    await tx
      .insertInto('system_param')
      .values({ key, value, remark: null, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }

  needKnowRows(key?: string, db: Executor = this.db) {
    let query = db.selectFrom('need_know').selectAll();
    if (key) query = query.where('key', '=', key);
    return query.orderBy('key').orderBy('locale').execute();
  }

  async upsertNeedKnow(key: string, locale: string, text: { title: string; content: string }, now: string, tx: Executor): Promise<void> {
    await tx
      .insertInto('need_know')
      .values({ key, locale, ...text, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['key', 'locale']).doUpdateSet({ ...text, updated_at: now }))
      .execute();
  }
}
