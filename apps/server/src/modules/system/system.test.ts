import { expect, it } from 'vitest';
import { LOCALES } from '@portal/contracts/locale';
import { ORDER_STATUSES } from '@portal/contracts/statuses';
import { DICT_TYPES, MEMBER_SYSTEM_SWITCH_KEY, type DictDataItem } from '@portal/contracts/system';
import { seed } from '../../db/seed/seed.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const REFERENCE_TABLES = [
  'system_param',
  'system_locale',
  'dict_type',
  'dict_data',
  'need_know',
  'country',
  'region',
  'warehouse',
  'warehouse_route',
  'currency',
  'unit',
  'product_attr',
  'channel',
] as const;

async function counts(t: TestApp) {
  const db = t.database.db;
  const result: Record<string, number> = {};
  for (const table of REFERENCE_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function staffToken(t: TestApp) {
  const staff = await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return (await t.services.sessions.create('staff', staff.id, { ip: null, userAgent: null })).token;
}

describeEachDb('system reference data', (ctx) => {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx().app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists every enabled dictionary entry, or one type, with labels in three languages', async () => {
    const all = await get('/app-api/system/dict-data/list-all-simple');
    expect(all.status).toBe(200);
    const items = all.body.data as DictDataItem[];
    const types = new Set(items.map((i) => i.dictType));
    for (const type of DICT_TYPES) expect([type, types.has(type)]).toEqual([type, true]);
    for (const item of items) {
      expect(item.label && item.labelEn && item.labelFr, `${item.dictType}/${item.value}`).toBeTruthy();
    }

    const transport = await get('/app-api/system/dict-data/list-all-simple?dictType=transport_type');
    expect(transport.body.data.map((i: DictDataItem) => [i.value, i.labelEn])).toEqual([
      ['1', 'Sea freight (LCL)'],
      ['2', 'Air freight'],
      ['3', 'Sea-air'],
      ['4', 'Overseas warehouse'],
    ]);
    const status = await get('/app-api/system/dict-data/list-all-simple?dictType=order_status');
    expect(status.body.data.map((i: DictDataItem) => i.labelFr)).toContain('Déchargé / prêt à retirer');
    expect(status.body.data).toHaveLength(ORDER_STATUSES.length);
  });

  it('tags the list with an entity tag, answers 304 to it, and changes it when a row changes', async () => {
    const t = ctx();
    const url = '/app-api/system/dict-data/list-all-simple?dictType=transport_type';
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toContain('application/json');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A write through the product stamps updated_at; the next answer carries it.
    const later = new Date(Date.now() + 60_000).toISOString();
    await t.database.db
      .updateTable('dict_data')
      .set({ label_en: 'Air freight (changed)', updated_at: later })
      .where('dict_type', '=', 'transport_type')
      .where('value', '=', '2')
      .execute();
    try {
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data.map((i: DictDataItem) => i.labelEn)).toContain('Air freight (changed)');
    } finally {
      await t.database.db
        .updateTable('dict_data')
        .set({ label_en: 'Air freight', updated_at: new Date(Date.now() + 120_000).toISOString() })
        .where('dict_type', '=', 'transport_type')
        .where('value', '=', '2')
        .execute();
    }
  });

  it('leaves disabled entries out of the lists', async () => {
    const filter = await get('/app-api/system/dict-data/list-all-simple?dictType=filter_score_area_code');
    const values = filter.body.data.map((i: DictDataItem) => i.value);
    expect(values).toEqual(expect.arrayContaining(['1', '44']));
    expect(values).not.toContain('33');
  });

  it('pages a dictionary with pageNo/pageSize or the page/rows aliases, up to 500 rows', async () => {
    const first = await get('/app-api/system/dict-data/page?dictType=area_code&pageNo=1&pageSize=5');
    expect(first.body.data.list).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThan(200);
    expect(first.body.data.list[0]).toMatchObject({ value: '86', label: '中国 +86', labelEn: 'China +86', labelFr: 'Chine +86' });

    const aliases = await get('/app-api/system/dict-data/page?dictType=area_code&page=2&rows=5');
    expect(aliases.body.data.list).toHaveLength(5);
    expect(aliases.body.data.list[0].value).not.toBe(first.body.data.list[0].value);

    const big = await get('/app-api/system/dict-data/page?dictType=area_code&page=1&rows=500');
    expect(big.status).toBe(200);
    expect(big.body.data.list).toHaveLength(big.body.data.total);
    const labels = new Map(big.body.data.list.map((i: DictDataItem) => [i.value, i.labelEn]));
    expect(labels.get('225')).toBe("Côte d'Ivoire +225");
    expect(labels.get('33')).toBe('France +33');
    expect(labels.get('44')).toBe('United Kingdom +44');
    expect(labels.get('852')).toBe('Hong Kong +852');

    const search = await get(`/app-api/system/dict-data/page?dictType=area_code&label=${encodeURIComponent('côte')}`);
    expect(search.body.data.list.map((i: DictDataItem) => i.value)).toEqual(['225']);
  });

  it('refuses a page size over 500 naming the field and the rule', async () => {
    for (const query of ['pageSize=501', 'rows=501']) {
      const res = await get(`/app-api/system/dict-data/page?dictType=area_code&${query}`, { 'accept-language': 'en_US' });
      expect(res.status).toBe(400);
      const field = query.split('=')[0];
      expect(res.body.data.fields).toEqual([{ field, rule: 'too_big', message: 'must be at most 500' }]);
      expect(res.body.msg).toContain(field);
    }
  });

  it('answers the need-know text in the caller language, falling back to zh_CN', async () => {
    const fr = await get('/app-api/system/need-know/getByKey?key=warehouse_rules', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.body.data).toMatchObject({ key: 'warehouse_rules', locale: 'fr_FR', title: "Règlement de l'entrepôt" });
    expect(fr.body.data.content).toContain('3 jours');
    expect(fr.body.data.content).toContain('100 USD');

    const en = await get('/app-api/system/need-know/getByKey?key=service_agreement&lang=en_US');
    expect(en.body.data.title).toBe('Member Service Agreement');

    await ctx().database.db.deleteFrom('need_know').where('key', '=', 'gift_exchange_notes').where('locale', '=', 'en_US').execute();
    const fallback = await get('/app-api/system/need-know/getByKey?key=gift_exchange_notes', { 'accept-language': 'en_US' });
    expect(fallback.body.data).toMatchObject({ locale: 'zh_CN', title: '礼品兑换须知' });
    expect(fallback.body.data.content).toContain('25');

    const missing = await get('/app-api/system/need-know/getByKey?key=nope', { 'accept-language': 'en_US' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Not found', data: null });
  });

  it('has every need-know text in three languages', async () => {
    const rows = await ctx().database.db.selectFrom('need_know').select(['key', 'locale']).where('key', '!=', 'gift_exchange_notes').execute();
    for (const key of ['service_agreement', 'privacy_policy', 'delivery_notes', 'warehouse_rules']) {
      expect(rows.filter((r) => r.key === key).map((r) => r.locale).sort()).toEqual([...LOCALES].sort());
    }
  });

  it('gives staff the need-know text as a file', async () => {
    const t = ctx();
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/system/need-know/download?key=privacy_policy&lang=en_US',
      headers: { authorization: `Bearer ${await staffToken(t)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="privacy_policy-en_US.txt"');
    expect(res.body.startsWith('Privacy Policy\n')).toBe(true);
  });

  it('validates mobile numbers by area code', async () => {
    const check = async (areaCode: string, mobile: string) =>
      (await get(`/app-api/param/validator/mobile?areaCode=${encodeURIComponent(areaCode)}&mobile=${mobile}`)).body.data;
    expect(await check('86', '13800138000')).toEqual({ valid: true, e164: '+8613800138000' });
    expect(await check('86', '123')).toEqual({ valid: false });
    // An area code no country uses is an invalid number, not a server error.
    expect(await check('999', '13800138000')).toEqual({ valid: false });
    expect(await check('225', '0700000000')).toEqual({ valid: true, e164: '+2250700000000' });
    expect(await check('+33', '0612345678')).toEqual({ valid: true, e164: '+33612345678' });
    // A landline is not a mobile.
    expect(await check('225', '2721234567')).toEqual({ valid: false });
    expect(await check('86', 'abc')).toEqual({ valid: false });

    const missing = await get('/app-api/param/validator/mobile?mobile=13800138000', { 'accept-language': 'en_US' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields[0]).toMatchObject({ field: 'areaCode', message: 'Area code is required' });
  });

  it('lists the languages from the server', async () => {
    const res = await get('/app-api/locale/show');
    expect(res.body.data).toEqual([
      { value: 'zh_CN', label: '中文' },
      { value: 'en_US', label: 'English' },
      { value: 'fr_FR', label: 'Français' },
    ]);
  });

  it('tells the member-system switch to the shell and to staff', async () => {
    const t = ctx();
    expect((await get('/app-api/member/score-rule/switch/get')).body.data).toEqual({ enabled: true });
    const token = await staffToken(t);
    await t.database.db.updateTable('system_param').set({ value: 'false' }).where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).execute();
    try {
      const staff = await get('/admin-api/member/score-rule/switch/get', { authorization: `Bearer ${token}` });
      expect(staff.body).toEqual({ code: 0, msg: '', data: { enabled: false } });
      expect((await get('/app-api/member/score-rule/switch/get')).body.data).toEqual({ enabled: false });
    } finally {
      await t.database.db.updateTable('system_param').set({ value: 'true' }).where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).execute();
    }
  });

  it('seeds again without adding rows or overwriting staff edits', async () => {
    const t = ctx();
    const db = t.database.db;
    await db.updateTable('dict_data').set({ label_en: 'Sea LCL (edited)' }).where('dict_type', '=', 'transport_type').where('value', '=', '1').execute();
    await db.updateTable('country').set({ name_fr: 'Chine (modifié)' }).where('code', '=', 'CN').execute();
    // Earlier tests deleted a row; the first run puts it back, the second must add nothing.
    await seed(t.database, t.config);
    const before = await counts(t);
    // How long it takes is a figure of the bench (apps/server/src/timings.bench.ts).
    await seed(t.database, t.config);
    expect(await counts(t)).toEqual(before);
    const entry = await db.selectFrom('dict_data').select('label_en').where('dict_type', '=', 'transport_type').where('value', '=', '1').executeTakeFirstOrThrow();
    expect(entry.label_en).toBe('Sea LCL (edited)');
    const country = await db.selectFrom('country').select('name_fr').where('code', '=', 'CN').executeTakeFirstOrThrow();
    expect(country.name_fr).toBe('Chine (modifié)');
  });

  it('puts back a reference row staff deleted, and nothing else', async () => {
    const t = ctx();
    const db = t.database.db;
    const before = await counts(t);
    await db.deleteFrom('dict_data').where('dict_type', '=', 'yes_or_no').where('value', '=', '0').execute();
    await seed(t.database, t.config);
    expect(await counts(t)).toEqual(before);
  });
});
