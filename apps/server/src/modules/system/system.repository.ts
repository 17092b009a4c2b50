import type { Kysely } from 'kysely';
import { STATUS_ENABLED } from '@portal/contracts/system';
import { prepared } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import { containsInsensitive, toCount } from '../../db/sql.js';

// The system_param row staff dictionary edits renew (ReferenceDataRepository.bumpDictVersion).
export const DICT_VERSION_PARAM = 'dict.version';

export interface DictDataFilter {
  dictType?: string;
  label?: string;
}

// Enabled entries of enabled dictionary types, optionally narrowed.
function enabledData(db: Kysely<DB>, filter: DictDataFilter) {
  let query = db
    .selectFrom('dict_data')
    .innerJoin('dict_type', 'dict_type.type', 'dict_data.dict_type')
    .where('dict_data.status', '=', STATUS_ENABLED)
    .where('dict_type.status', '=', STATUS_ENABLED);
  if (filter.dictType) query = query.where('dict_data.dict_type', '=', filter.dictType);
  if (filter.label) {
    const label = filter.label;
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('dict_data.label'), label),
        containsInsensitive(eb.ref('dict_data.label_en'), label),
        containsInsensitive(eb.ref('dict_data.label_fr'), label),
        eb('dict_data.value', '=', label),
      ]),
    );
  }
  return query;
}
// Hot queries, compiled once (db/prepared.ts).
const paramByKey = prepared((db, slot: <T>(name: 'key') => T) =>
  db.selectFrom('system_param').select('value').where('key', '=', slot<string>('key')),
);

const memberSystemEntries = prepared((db, slot: <T>(name: 'areaCode') => T) =>
  enabledData(db, {})
    .select(['dict_data.dict_type', 'dict_data.value', 'dict_data.label', 'dict_data.label_en', 'dict_data.label_fr', 'dict_data.extra'])
    .where((eb) =>
      eb.or([
        eb.and([eb('dict_data.dict_type', '=', 'filter_score_area_code'), eb('dict_data.value', '=', slot<string>('areaCode'))]),
        eb('dict_data.dict_type', '=', 'membership_levels'),
      ]),
    )
    .orderBy('dict_data.sort')
    .orderBy('dict_data.id'),
);

// Queries on dictionaries, parameters, languages and need-know texts.
export class SystemRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async param(key: string): Promise<string | null> {
    const [row] = await paramByKey(this.db, { key });
    return row?.value ?? null;
  }

  // The enabled filter_score_area_code entry of an area code (if any) and the enabled
  // membership_levels entries, lowest first: what decides whether points show.
  // The shell reads it on every page load (user/get), so it is compiled once.
  memberSystemEntries(areaCode: string) {
    return memberSystemEntries(this.db, { areaCode });
  }

  // Changes whenever a dictionary row is added, removed or written through the product (every
  // write sets updated_at, and staff edits renew the dict.version parameter, unique per
  // change): the key of the cached list answers.
  async dictFingerprint(): Promise<string> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('dict_data').select((e) => e.fn.countAll().as('n')).as('data_count'),
        eb.selectFrom('dict_data').select((e) => e.fn.max('updated_at').as('u')).as('data_updated'),
        eb.selectFrom('dict_type').select((e) => e.fn.countAll().as('n')).as('type_count'),
        eb.selectFrom('dict_type').select((e) => e.fn.max('updated_at').as('u')).as('type_updated'),
        eb.selectFrom('system_param').select('value').where('key', '=', DICT_VERSION_PARAM).as('version'),
      ])
      .executeTakeFirstOrThrow();
    return [row.version, toCount(row.data_count), row.data_updated, toCount(row.type_count), row.type_updated].join('|');
  }

  listEntries(filter: DictDataFilter) {
    return enabledData(this.db, filter)
      .selectAll('dict_data')
      .orderBy('dict_data.dict_type')
      .orderBy('dict_data.sort')
      .orderBy('dict_data.id')
      .execute();
  }

  async pageEntries(filter: DictDataFilter, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      enabledData(this.db, filter)
        .selectAll('dict_data')
        .orderBy('dict_data.dict_type')
        .orderBy('dict_data.sort')
        .orderBy('dict_data.id')
        .offset(offset)
        .limit(limit)
        .execute(),
      enabledData(this.db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: toCount(count?.n) };
  }

  locales() {
    return this.db
      .selectFrom('system_locale')
      .select(['value', 'label'])
      .where('status', '=', STATUS_ENABLED)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  needKnow(key: string, locales: readonly string[]) {
    return this.db.selectFrom('need_know').selectAll().where('key', '=', key).where('locale', 'in', [...locales]).execute();
  }


}
