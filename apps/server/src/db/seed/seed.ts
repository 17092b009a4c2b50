import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEMO_CONTROL_PASSWORD, DEMO_MEMBER, DEMO_SHIPPER, DEMO_STAFF, type Config, type DemoStaff } from '../../config.js';
import { hashPassword } from '../../lib/password.js';
import type { FileStorage } from '../../modules/files/file-storage.js';
import { createFileStorage } from '../../modules/files/s3-file-storage.js';
import type { Database } from '../database.js';
import type { DB } from '../schema.js';
import { isUniqueViolation, nowIso, toJson } from '../sql.js';
import { seedDemoAbnormal } from './abnormal.seed.js';
import { seedDemoAddressBook } from './address-book.seed.js';
import { seedDemoAdvice } from './advice.seed.js';
import { seedDemoCargoControl } from './cargo-control.seed.js';
import { seedCatalog, seedCountries, seedRegions, seedWarehouses } from './ecw.seed.js';
import { seedDemoGifts } from './gifts.seed.js';
import { seedDemoMoney, seedDemoMoneyDesk, seedEcashRates } from './money.seed.js';
import { seedHelp } from './help.seed.js';
import { seedDemoNotices } from './notices.seed.js';
import { seedDemoOrders } from './orders.seed.js';
import { seedDemoPoints, seedScoreRules } from './points.seed.js';
import { seedDemoPrices } from './price.seed.js';
import { seedDemoShipments } from './shipments.seed.js';
import { seedDictionaries, seedLocales, seedNeedKnow, seedSystemParams } from './system.seed.js';

export type Seeder = (db: Kysely<DB>) => Promise<void>;

// Reference data seeders: each is idempotent (inserts what is missing, keeps staff edits).
const REFERENCE_SEEDERS: Seeder[] = [
  seedSystemParams,
  seedLocales,
  seedDictionaries,
  seedNeedKnow,
  seedCatalog,
  seedCountries,
  seedRegions,
  seedWarehouses,
  seedEcashRates,
  seedScoreRules,
  seedHelp,
];

export function newReferralCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

export interface SeedResult {
  demoAccounts: null | {
    member: { areaCode: string; mobile: string; password: string; controlPassword: string };
    staff: DemoStaff[];
  };
}

// Runs at every start. Accounts are created only when the database is new: the marker row is
// inserted first, so of two processes starting together only one creates them. The
// administrator `admin` always; the demo member (real-name certified, with orders in every
// status), the demo shipper (who sends the demo member orders) and one demo staff account per
// other role only outside production (SEED_DEMO_MEMBER).
export async function seed({ db }: Database, config: Config): Promise<SeedResult> {
  for (const seeder of REFERENCE_SEEDERS) await seeder(db);
  // The gift catalogue and the demo member's redemptions, also on a database seeded before them.
  if (config.demo.seedMember) await seedDemoGifts(db);

  const now = nowIso();
  try {
    await db.insertInto('system_meta').values({ key: 'accounts_seeded_at', value: now, updated_at: now }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { demoAccounts: null };
    throw error;
  }

  await insertStaff(db, { username: config.demo.adminUsername, password: config.demo.adminPassword, role: 'administrator' }, now);

  if (!config.demo.seedMember) {
    return { demoAccounts: null };
  }
  // The demo member, and the demo shipper who sends the demo member orders (same password).
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const insertMember = async (member: { areaCode: string; mobile: string }, nickname: string) =>
    (
      await db
        .insertInto('member_user')
        .values({
          area_code: member.areaCode,
          mobile: member.mobile,
          password_hash: passwordHash,
          nickname,
          status: 0,
          referral_code: newReferralCode(),
          password_changed_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const memberId = await insertMember(DEMO_MEMBER, 'Demo member');
  const shipperId = await insertMember(DEMO_SHIPPER, 'Demo shipper');
  await withFileStorage(config, (storage) => seedDemoOrders(db, { memberId, shipperId, areaCode: DEMO_MEMBER.areaCode, mobile: DEMO_MEMBER.mobile }, storage));
  await seedDemoAddressBook(db, memberId);
  await seedDemoMoney(db, { memberId, shipperId });
  await seedDemoPoints(db, memberId);
  await seedDemoCargoControl(db, {
    member: { memberId, name: 'Zhang Wei', areaCode: DEMO_MEMBER.areaCode, mobile: DEMO_MEMBER.mobile },
    shipper: { memberId: shipperId, name: 'Chen Jing', areaCode: DEMO_SHIPPER.areaCode, mobile: DEMO_SHIPPER.mobile },
    controlPassword: DEMO_CONTROL_PASSWORD,
  });
  await seedDemoShipments(db, { memberId, shipperId });
  await seedDemoPrices(db);
  for (const account of DEMO_STAFF) await insertStaff(db, account, now);
  const operator = await db.selectFrom('staff_user').select(['id', 'name']).where('username', '=', 'operator').executeTakeFirst();
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', config.demo.adminUsername).executeTakeFirstOrThrow();
  await seedDemoNotices(db, { memberId, staffId: admin.id });
  const financeStaff = await db.selectFrom('staff_user').select('id').where('username', '=', 'finance').executeTakeFirst();
  if (operator && financeStaff) await seedDemoMoneyDesk(db, { memberId, shipperId, financeId: financeStaff.id, operatorId: operator.id });
  if (operator) await withFileStorage(config, (storage) => seedDemoAbnormal(db, { memberId, memberName: 'Demo member', staffId: operator.id, staffName: operator.name }, storage));
  await seedDemoGifts(db);
  const service = await db.selectFrom('staff_user').select('id').where('username', '=', 'service').executeTakeFirst();
  if (service) await seedDemoAdvice(db, { memberId, contact: 'Zhang Wei', areaCode: DEMO_MEMBER.areaCode, mobile: DEMO_MEMBER.mobile, staffId: service.id });
  const staff = [{ username: config.demo.adminUsername, password: config.demo.adminPassword, role: 'administrator' as const }, ...DEMO_STAFF];
  return { demoAccounts: { member: { ...DEMO_MEMBER, controlPassword: DEMO_CONTROL_PASSWORD }, staff } };
}

// The demo files go where the server will look for them: the upload directory or the bucket.
async function withFileStorage(config: Config, use: (storage: FileStorage) => Promise<void>) {
  const storage = createFileStorage(config.uploads);
  try {
    await use(storage);
  } finally {
    await storage.close();
  }
}

async function insertStaff(db: Kysely<DB>, account: DemoStaff, now: string) {
  await db
    .insertInto('staff_user')
    .values({
      username: account.username,
      password_hash: await hashPassword(account.password),
      name: account.role === 'administrator' ? 'Administrator' : `Demo ${account.role}`,
      roles: toJson([account.role]),
      status: 0,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
