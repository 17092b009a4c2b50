import type { Kysely } from 'kysely';
import { MEMBER_SYSTEM_SWITCH_KEY } from '@portal/contracts/system';
import type { DB } from '../schema.js';
import { nowIso, toJson } from '../sql.js';
import { dictionarySeeds } from './data/dictionaries.js';
import { NEED_KNOW } from './data/need-know.js';
import { inBatches, missingRows } from './seed-helpers.js';

const PARAMS: { key: string; value: string; remark: string }[] = [
  { key: MEMBER_SYSTEM_SWITCH_KEY, value: 'true', remark: 'Member points and levels shown (true/false)' },
];

const LOCALES = [
  { value: 'zh_CN', label: '中文', sort: 1 },
  { value: 'en_US', label: 'English', sort: 2 },
  { value: 'fr_FR', label: 'Français', sort: 3 },
];

export async function seedSystemParams(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const existing = await db.selectFrom('system_param').select('key').execute();
  const rows = missingRows(PARAMS, existing.map((r) => r.key), (p) => p.key);
  if (rows.length === 0) return;
  await db
    .insertInto('system_param')
    .values(rows.map((p) => ({ ...p, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function seedLocales(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const existing = await db.selectFrom('system_locale').select('value').execute();
  const rows = missingRows(LOCALES, existing.map((r) => r.value), (l) => l.value);
  if (rows.length === 0) return;
  await db
    .insertInto('system_locale')
    .values(rows.map((l) => ({ ...l, status: 0, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('value').doNothing())
    .execute();
}

export async function seedDictionaries(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const existingTypes = await db.selectFrom('dict_type').select('type').execute();
  const dictionaries = dictionarySeeds();
  const types = missingRows(dictionaries, existingTypes.map((r) => r.type), (d) => d.type);
  await inBatches(types, (batch) =>
    db
      .insertInto('dict_type')
      .values(batch.map((d) => ({ type: d.type, name: d.name, status: 0, remark: d.remark ?? null, created_at: now, updated_at: now })))
      .onConflict((oc) => oc.column('type').doNothing())
      .execute(),
  );

  const entries = dictionaries.flatMap((d) =>
    d.entries.map((e, i) => ({
      dict_type: d.type,
      value: e.value,
      label: e.zh,
      label_en: e.en,
      label_fr: e.fr,
      color_type: e.color ?? '',
      css_class: e.css ?? '',
      sort: e.sort ?? i + 1,
      status: e.disabled ? 1 : 0,
      remark: e.remark ?? null,
      extra: e.extra ? toJson(e.extra) : null,
      created_at: now,
      updated_at: now,
    })),
  );
  const existing = await db.selectFrom('dict_data').select(['dict_type', 'value']).execute();
  const rows = missingRows(entries, existing.map((r) => `${r.dict_type}\u0000${r.value}`), (r) => `${r.dict_type}\u0000${r.value}`);
  await inBatches(rows, (batch) =>
    db
      .insertInto('dict_data')
      .values(batch)
      .onConflict((oc) => oc.columns(['dict_type', 'value']).doNothing())
      .execute(),
  );
}

export async function seedNeedKnow(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const rows = NEED_KNOW.flatMap((n) =>
    (Object.keys(n.texts) as (keyof typeof n.texts)[]).map((locale) => ({
      key: n.key,
      locale,
      title: n.texts[locale].title,
      content: n.texts[locale].content,
      created_at: now,
      updated_at: now,
    })),
  );
  const existing = await db.selectFrom('need_know').select(['key', 'locale']).execute();
  const missing = missingRows(rows, existing.map((r) => `${r.key}\u0000${r.locale}`), (r) => `${r.key}\u0000${r.locale}`);
  await inBatches(missing, (batch) =>
    db
      .insertInto('need_know')
      .values(batch)
      .onConflict((oc) => oc.columns(['key', 'locale']).doNothing())
      .execute(),
  );
}
