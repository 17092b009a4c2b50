import { sql, type Insertable, type Kysely } from 'kysely';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';
import type { CurrencyEcashTable } from '../../db/tables/money.js';

const COLUMNS = [
  'e.id',
  'e.currency_code',
  'e.base_currency',
  'e.rate',
  'e.ecash_rate',
  'e.effective_at',
  'e.updated_by',
  'e.updated_at',
  'c.name_zh',
  'c.name_en',
  'c.name_fr',
  'c.symbol',
  'c.digits',
  'c.sort',
] as const;

export class EcashRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private withCurrency(db: Executor) {
    return db.selectFrom('currency_ecash as e').innerJoin('currency as c', 'c.code', 'e.currency_code');
  }

  // The rate in effect per enabled currency at `now`: its latest row effective at or before now.
  async current(now: string, filter: { currencyCode?: string | undefined; offset: number; limit: number }) {
    let query = this.withCurrency(this.db)
      .where('c.status', '=', 0)
      .where('e.effective_at', '<=', now)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('currency_ecash as later')
              .select(sql<number>`1`.as('one'))
              .whereRef('later.currency_code', '=', 'e.currency_code')
              .where('later.effective_at', '<=', now)
              .where((l) => l.or([l('later.effective_at', '>', l.ref('e.effective_at')), l.and([l('later.effective_at', '=', l.ref('e.effective_at')), l('later.id', '>', l.ref('e.id'))])])),
          ),
        ),
      );
    if (filter.currencyCode) query = query.where('e.currency_code', '=', filter.currencyCode);
    const [rows, count] = await Promise.all([
      query.select(COLUMNS).orderBy('c.sort').orderBy('e.currency_code').offset(filter.offset).limit(filter.limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count.n) };
  }

  // Every row, newest effective first (staff: history and rates still to come).
  async history(filter: { currencyCode?: string | undefined; offset: number; limit: number }) {
    let query = this.withCurrency(this.db).leftJoin('staff_user as s', 's.id', 'e.updated_by');
    if (filter.currencyCode) query = query.where('e.currency_code', '=', filter.currencyCode);
    const [rows, count] = await Promise.all([
      query.select([...COLUMNS, 's.name as updated_by_name']).orderBy('e.effective_at', 'desc').orderBy('e.id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count.n) };
  }

  currencyExists(code: string) {
    return this.db.selectFrom('currency').select('code').where('code', '=', code).where('status', '=', 0).executeTakeFirst();
  }

  transaction<T>(work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    return inTransaction(this.db, work);
  }

  async insert(values: Insertable<CurrencyEcashTable>, tx: Executor = this.db): Promise<number> {
    return (await tx.insertInto('currency_ecash').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  byId(id: number, tx: Executor = this.db) {
    return this.withCurrency(tx).select(COLUMNS).where('e.id', '=', id).executeTakeFirst();
  }

  // Only a rate not yet in effect goes away.
  async deleteFuture(id: number, now: string, tx: Executor = this.db): Promise<boolean> {
    const result = await tx.deleteFrom('currency_ecash').where('id', '=', id).where('effective_at', '>', now).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

export type EcashRow = Awaited<ReturnType<EcashRepository['current']>>['rows'][number];
