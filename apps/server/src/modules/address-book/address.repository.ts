import type { Insertable, Kysely, Updateable } from 'kysely';
import { STATUS_ENABLED } from '@portal/contracts/system';
import type { DB } from '../../db/schema.js';
import type { MemberAddressTable } from '../../db/tables/address-book.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';

// Queries on member_address. Every one is scoped to the member: another member's id finds
// nothing, exactly like a missing one.
export class AddressRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private withPlaces(tx: Executor) {
    return tx
      .selectFrom('member_address as a')
      .innerJoin('region as country', 'country.id', 'a.country_id')
      .innerJoin('region as city', 'city.id', 'a.city_id')
      .selectAll('a')
      .select([
        'country.code as country_code',
        'country.name_zh as country_name_zh',
        'country.name_en as country_name_en',
        'country.name_fr as country_name_fr',
        'city.code as city_code',
        'city.name_zh as city_name_zh',
        'city.name_en as city_name_en',
        'city.name_fr as city_name_fr',
      ]);
  }

  // The default first, then the newest.
  async page(memberId: number, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.withPlaces(this.db)
        .where('a.member_id', '=', memberId)
        .orderBy('a.is_default', 'desc')
        .orderBy('a.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('member_address')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirst(),
    ]);
    return { rows, total: toCount(count?.n) };
  }

  find(memberId: number, id: number, tx: Executor = this.db) {
    return this.withPlaces(tx).where('a.member_id', '=', memberId).where('a.id', '=', id).executeTakeFirst();
  }

  async count(memberId: number, tx: Executor): Promise<number> {
    const row = await tx
      .selectFrom('member_address')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return toCount(row?.n);
  }

  async newestId(memberId: number, tx: Executor): Promise<number | undefined> {
    const row = await tx
      .selectFrom('member_address')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  async insert(values: Insertable<MemberAddressTable>, tx: Executor): Promise<number> {
    const row = await tx.insertInto('member_address').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(memberId: number, id: number, values: Updateable<MemberAddressTable>, tx: Executor) {
    await tx.updateTable('member_address').set(values).where('member_id', '=', memberId).where('id', '=', id).execute();
  }

  async delete(memberId: number, id: number, tx: Executor) {
    await tx.deleteFrom('member_address').where('member_id', '=', memberId).where('id', '=', id).execute();
  }

  // Clears the member's default first, so the partial unique index never sees two.
  async makeDefault(memberId: number, id: number, now: string, tx: Executor) {
    await tx
      .updateTable('member_address')
      .set({ is_default: 0, updated_at: now })
      .where('member_id', '=', memberId)
      .where('is_default', '=', 1)
      .where('id', '!=', id)
      .execute();
    await tx
      .updateTable('member_address')
      .set({ is_default: 1, updated_at: now })
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .execute();
  }

  // An enabled country region and an enabled city region inside it; undefined otherwise.
  regionPair(countryId: number, cityId: number) {
    return this.db
      .selectFrom('region as city')
      .innerJoin('region as country', 'country.code', 'city.country_code')
      .select(['country.id as country_id', 'city.id as city_id'])
      .where('country.id', '=', countryId)
      .where('country.type', '=', 'country')
      .where('country.status', '=', STATUS_ENABLED)
      .where('city.id', '=', cityId)
      .where('city.type', '=', 'city')
      .where('city.status', '=', STATUS_ENABLED)
      .executeTakeFirst();
  }
}
