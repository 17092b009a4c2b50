import type { Insertable, Kysely } from 'kysely';
import type { ClientErrorKind } from '@portal/contracts/client-errors';
import type { DB } from '../../db/schema.js';
import type { ClientErrorTable } from '../../db/tables/client-errors.js';

export class ClientErrorRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<ClientErrorTable>): Promise<void> {
    await this.db.insertInto('client_error').values(row).execute();
  }

  async deleteBefore(before: string): Promise<number> {
    const result = await this.db.deleteFrom('client_error').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // Newest first.
  async page(filter: { kind?: ClientErrorKind | undefined }, offset: number, limit: number) {
    let query = this.db.selectFrom('client_error');
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
