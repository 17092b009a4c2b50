import type { Kysely } from 'kysely';
import type { AddressBody, AddressItem, AddressUpdateBody } from '@portal/contracts/address-book';
import type { PageQuery } from '@portal/contracts/envelope';
import type { Locale } from '@portal/contracts/locale';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation';
import type { DB } from '../../db/schema.js';
import { fromBool, nowIso, toBool, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { lockKey } from '../../lib/key-lock.js';
import type { Executor } from '../../db/executor.js';
import type { AddressRepository } from './address.repository.js';
import { requirePhone } from './field-checks.js';

type AddressRow = NonNullable<Awaited<ReturnType<AddressRepository['find']>>>;

function toItem(row: AddressRow): AddressItem {
  return {
    id: row.id,
    name: row.name,
    areaCode: row.area_code,
    phone: row.phone,
    country: { id: row.country_id, code: row.country_code, nameZh: row.country_name_zh, nameEn: row.country_name_en, nameFr: row.country_name_fr },
    city: { id: row.city_id, code: row.city_code, nameZh: row.city_name_zh, nameEn: row.city_name_en, nameFr: row.city_name_fr },
    address: row.address,
    isDefault: toBool(row.is_default),
    createTime: toIso(row.created_at),
  };
}

// A member's addresses. Exactly one is the default while any exist: the first becomes it,
// making another the default clears the old one, and deleting the default hands it to the
// newest remaining. Each change runs in one transaction under a per-member lock.
export class AddressService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly addresses: AddressRepository,
  ) {}

  private inMemberLock<T>(memberId: number, work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `member-address:${memberId}`);
      return work(tx);
    });
  }

  private async existing(memberId: number, id: number, tx: Executor = this.db): Promise<AddressRow> {
    const row = await this.addresses.find(memberId, id, tx);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async checked(body: AddressBody, locale: Locale) {
    const phone = requirePhone(body.areaCode, body.phone, locale);
    if (!(await this.addresses.regionPair(body.countryId, body.cityId))) {
      const message = VALIDATION_MESSAGES['v.city.outsideCountry'][locale];
      throw new AppError('ADDRESS_REGION_INVALID', undefined, { fields: [{ field: 'cityId', rule: 'v.city.outsideCountry', message }] });
    }
    return { name: body.name, area_code: body.areaCode, phone, country_id: body.countryId, city_id: body.cityId, address: body.address };
  }

  async page(memberId: number, query: PageQuery) {
    const { rows, total } = await this.addresses.page(memberId, (query.pageNo - 1) * query.pageSize, query.pageSize);
    return { list: rows.map(toItem), total };
  }

  async get(memberId: number, id: number): Promise<AddressItem> {
    return toItem(await this.existing(memberId, id));
  }

  async create(memberId: number, body: AddressBody, locale: Locale): Promise<AddressItem> {
    const values = await this.checked(body, locale);
    const id = await this.inMemberLock(memberId, async (tx) => {
      const first = (await this.addresses.count(memberId, tx)) === 0;
      const now = nowIso();
      const newId = await this.addresses.insert({ ...values, member_id: memberId, is_default: fromBool(false), created_at: now, updated_at: now }, tx);
      if (first || body.isDefault) await this.addresses.makeDefault(memberId, newId, now, tx);
      return newId;
    });
    return this.get(memberId, id);
  }

  // isDefault true moves the default here; false on the default is ignored, because only
  // choosing another address can take the default away (there is always one).
  async update(memberId: number, body: AddressUpdateBody, locale: Locale): Promise<AddressItem> {
    const values = await this.checked(body, locale);
    await this.inMemberLock(memberId, async (tx) => {
      await this.existing(memberId, body.id, tx);
      const now = nowIso();
      await this.addresses.update(memberId, body.id, { ...values, updated_at: now }, tx);
      if (body.isDefault) await this.addresses.makeDefault(memberId, body.id, now, tx);
    });
    return this.get(memberId, body.id);
  }

  async setDefault(memberId: number, id: number): Promise<AddressItem> {
    await this.inMemberLock(memberId, async (tx) => {
      await this.existing(memberId, id, tx);
      await this.addresses.makeDefault(memberId, id, nowIso(), tx);
    });
    return this.get(memberId, id);
  }

  async delete(memberId: number, id: number): Promise<void> {
    await this.inMemberLock(memberId, async (tx) => {
      const row = await this.existing(memberId, id, tx);
      await this.addresses.delete(memberId, id, tx);
      if (!toBool(row.is_default)) return;
      const heir = await this.addresses.newestId(memberId, tx);
      if (heir !== undefined) await this.addresses.makeDefault(memberId, heir, nowIso(), tx);
    });
  }
}
