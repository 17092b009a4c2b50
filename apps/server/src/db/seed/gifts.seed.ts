import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { GIFT_EXCHANGE_METHOD, GIFT_EXCHANGE_STATUS, GIFT_STATUS, exchangeCost, type GiftExchangeMethod, type GiftExchangeStatus, type GiftStatus } from '@portal/contracts/gifts';
import { POINT_OPERATION } from '@portal/contracts/points';
import { DEMO_MEMBER } from '../../config.js';
import { PointLedger } from '../../modules/points/point-ledger.js';
import { rechainDemoLedger } from './points.seed.js';
import type { DB } from '../schema.js';
import { nowIso, toCount, toJson } from '../sql.js';

const DAY = 86_400_000;

interface DemoGift {
  key: string;
  name: [string, string, string];
  description: [string, string, string];
  points: number;
  stock: number;
  status: GiftStatus;
}

// The demo catalogue: gifts in stock, one out of stock, one withdrawn (staff see it; members
// do not). Images are the web's /gifts/*.svg.
const GIFTS: DemoGift[] = [
  {
    key: 'power-bank',
    name: ['10000mAh 移动电源', '10,000 mAh power bank', 'Batterie externe 10 000 mAh'],
    description: ['双口输出，支持快充，随身携带方便。', 'Two outputs with fast charging; fits in a pocket.', 'Deux sorties avec charge rapide ; tient dans la poche.'],
    points: 800,
    stock: 120,
    status: GIFT_STATUS.available,
  },
  {
    key: 'umbrella',
    name: ['折叠晴雨伞', 'Folding umbrella', 'Parapluie pliant'],
    description: ['防晒防雨，自动开合。', 'Sun and rain proof, opens at a button.', "Contre le soleil et la pluie, ouverture automatique."],
    points: 300,
    stock: 200,
    status: GIFT_STATUS.available,
  },
  {
    key: 'mug',
    name: ['定制保温杯', 'Insulated travel mug', 'Mug isotherme de voyage'],
    description: ['500 毫升，保温 12 小时。', '500 ml, keeps drinks hot for 12 hours.', '500 ml, garde les boissons chaudes 12 heures.'],
    points: 450,
    stock: 80,
    status: GIFT_STATUS.available,
  },
  {
    key: 'backpack',
    name: ['商务双肩包', 'Business backpack', "Sac à dos d'affaires"],
    description: ['可放 15.6 英寸笔记本电脑，防泼水面料。', 'Holds a 15.6-inch laptop; water-repellent fabric.', 'Pour ordinateur 15,6 pouces ; tissu déperlant.'],
    points: 1500,
    stock: 40,
    status: GIFT_STATUS.available,
  },
  {
    key: 'tea',
    name: ['西湖龙井礼盒', 'Longjing green tea gift box', 'Coffret de thé vert Longjing'],
    description: ['250 克明前龙井，礼盒装。', '250 g of spring-picked Longjing tea in a gift box.', '250 g de thé Longjing de printemps en coffret.'],
    points: 1200,
    stock: 60,
    status: GIFT_STATUS.available,
  },
  {
    key: 'tshirt',
    name: ['纪念 T 恤', 'Company T-shirt', 'T-shirt de la société'],
    description: ['纯棉，尺码 M–XXL，兑换时请在备注中注明尺码。', 'Cotton, sizes M–XXL: write your size in the remark.', 'Coton, tailles M à XXL : indiquez la taille en remarque.'],
    points: 200,
    stock: 300,
    status: GIFT_STATUS.available,
  },
  {
    key: 'keyring',
    name: ['金属钥匙扣', 'Metal keyring', 'Porte-clés en métal'],
    description: ['刻有公司标志的金属钥匙扣。', 'A metal keyring with the company logo.', 'Un porte-clés en métal au logo de la société.'],
    points: 100,
    stock: 500,
    status: GIFT_STATUS.available,
  },
  {
    key: 'earbuds',
    name: ['无线蓝牙耳机', 'Wireless earbuds', 'Écouteurs sans fil'],
    description: ['蓝牙 5.3，续航 24 小时。', 'Bluetooth 5.3, 24 hours with the case.', "Bluetooth 5.3, 24 heures d'autonomie avec l'étui."],
    points: 2500,
    stock: 0,
    status: GIFT_STATUS.outOfStock,
  },
  {
    key: 'suitcase',
    name: ['20 寸登机箱', '20-inch carry-on suitcase', 'Valise cabine 20 pouces'],
    description: ['已下架。', 'Withdrawn.', 'Retirée.'],
    points: 5000,
    stock: 10,
    status: GIFT_STATUS.withdrawn,
  },
];

interface DemoOutlet {
  name: [string, string, string];
  city: string;
  address: string;
  phone: string;
  method: GiftExchangeMethod;
  pickupPoints: number;
}

// Origin outlets (pick up in China) and destination outlets (free sea shipment with the cargo),
// each with its own pickup surcharge.
const OUTLETS: DemoOutlet[] = [
  { name: ['广州白云网点', 'Guangzhou Baiyun outlet', 'Agence de Guangzhou Baiyun'], city: 'Guangzhou', address: '88 Jichang Road, Baiyun District, Guangzhou', phone: '+86 20 8666 1234', method: GIFT_EXCHANGE_METHOD.pickup, pickupPoints: 0 },
  { name: ['义乌国际商贸城网点', 'Yiwu International Trade City outlet', 'Agence de Yiwu (Cité du commerce international)'], city: 'Yiwu', address: '1 Futian Road, Yiwu, Zhejiang', phone: '+86 579 8555 6789', method: GIFT_EXCHANGE_METHOD.pickup, pickupPoints: 50 },
  { name: ['金沙萨网点', 'Kinshasa outlet', 'Agence de Kinshasa'], city: 'Kinshasa', address: '12 Avenue du Commerce, Gombe, Kinshasa', phone: '+243 81 555 0101', method: GIFT_EXCHANGE_METHOD.seaShipment, pickupPoints: 150 },
  { name: ['拉各斯网点', 'Lagos outlet', 'Agence de Lagos'], city: 'Lagos', address: '24 Creek Road, Apapa, Lagos', phone: '+234 802 555 0199', method: GIFT_EXCHANGE_METHOD.seaShipment, pickupPoints: 120 },
  { name: ['杜阿拉网点', 'Douala outlet', 'Agence de Douala'], city: 'Douala', address: 'Rue Joss, Bonanjo, Douala', phone: '+237 6 99 55 01 23', method: GIFT_EXCHANGE_METHOD.seaShipment, pickupPoints: 100 },
];

interface DemoExchange {
  gift: string;
  quantity: number;
  outlet: number;
  status: GiftExchangeStatus;
  daysAgo: number;
  remark: string | null;
  courier?: { no: string; company: string };
}

// Cheap on purpose: the demo member keeps most of their seeded points (docs/points-and-gifts.md).
const EXCHANGES: DemoExchange[] = [
  { gift: 'keyring', quantity: 1, outlet: 0, status: GIFT_EXCHANGE_STATUS.awaitingDispatch, daysAgo: 1, remark: 'Black if possible' },
  { gift: 'tshirt', quantity: 1, outlet: 2, status: GIFT_EXCHANGE_STATUS.dispatched, daysAgo: 12, remark: 'Size L', courier: { no: 'SF1402389765', company: 'SF Express' } },
  { gift: 'keyring', quantity: 1, outlet: 3, status: GIFT_EXCHANGE_STATUS.readyForPickup, daysAgo: 40, remark: null, courier: { no: 'YT8812034455', company: 'YTO Express' } },
  { gift: 'umbrella', quantity: 1, outlet: 1, status: GIFT_EXCHANGE_STATUS.completed, daysAgo: 75, remark: null },
];

// What the demo member keeps after the demo redemptions.
const DEMO_BALANCE_AFTER = 1_000;

// The gift catalogue, outlets and a campaign page when there are none yet, then the demo
// member's redemptions when they have none (docs/points-and-gifts.md "Gifts"). Runs at every
// start outside production; each part checks first, so a second run changes nothing, and the
// points it credits carry the source key 'demo:gifts' (at most once per member).
export async function seedDemoGifts(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const anyGift = await db.selectFrom('gift').select('id').limit(1).executeTakeFirst();
  if (!anyGift) {
    for (const [sort, g] of GIFTS.entries()) {
      await db
        .insertInto('gift')
        .values({
          name_zh: g.name[0],
          name_en: g.name[1],
          name_fr: g.name[2],
          description_zh: g.description[0],
          description_en: g.description[1],
          description_fr: g.description[2],
          images: toJson([`/gifts/${g.key}.svg`]),
          points: g.points,
          stock: g.stock,
          status: g.status,
          sort,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  const anyOutlet = await db.selectFrom('gift_outlet').select('id').limit(1).executeTakeFirst();
  if (!anyOutlet) {
    for (const [sort, o] of OUTLETS.entries()) {
      await db
        .insertInto('gift_outlet')
        .values({ name_zh: o.name[0], name_en: o.name[1], name_fr: o.name[2], city: o.city, address: o.address, phone: o.phone, method: o.method, pickup_points: o.pickupPoints, status: 0, sort, created_at: now, updated_at: now })
        .execute();
    }
  }
  const anyActivity = await db.selectFrom('gift_activity').select('id').limit(1).executeTakeFirst();
  if (!anyActivity) {
    const tea = await db.selectFrom('gift').select('id').where('name_en', '=', GIFTS[4]!.name[1]).executeTakeFirst();
    await db
      .insertInto('gift_activity')
      .values({
        title_zh: '年终积分兑换季',
        title_en: 'Year-end points season',
        title_fr: "Saison des points de fin d'année",
        content_zh: '12 月 31 日前兑换龙井礼盒，随货免费海运至您的目的地网点。\n\n每月 25 日（含）前兑换的礼品一周内发出，之后兑换的于次月发出。兑换一经提交不可取消。',
        content_en:
          'Redeem the Longjing tea gift box before 31 December and it travels free by sea with your cargo to your destination outlet.\n\nGifts redeemed on or before the 25th leave within a week; later ones leave the next month. Redemptions cannot be cancelled.',
        content_fr:
          "Échangez le coffret de thé Longjing avant le 31 décembre : il voyage gratuitement par mer avec votre marchandise jusqu'à votre agence de destination.\n\nLes cadeaux échangés jusqu'au 25 partent sous une semaine ; les suivants le mois d'après. Un échange ne peut pas être annulé.",
        image: '/gifts/tea.svg',
        gift_id: tea ? Number(tea.id) : null,
        start_date: '2026-11-01',
        end_date: '2026-12-31',
        status: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await seedDemoRedemptions(db);
}

async function seedDemoRedemptions(db: Kysely<DB>): Promise<void> {
  const member = await db.selectFrom('member_user').select('id').where('area_code', '=', DEMO_MEMBER.areaCode).where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirst();
  if (!member) return;
  const memberId = Number(member.id);
  const done = await db.selectFrom('gift_exchange').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst();
  if (done) return;
  const gifts = await db.selectFrom('gift').select(['id', 'name_en', 'points']).execute();
  const outlets = await db.selectFrom('gift_outlet').select(['id', 'name_en', 'method', 'pickup_points']).orderBy('sort').orderBy('id').execute();
  const plan = EXCHANGES.flatMap((e) => {
    const giftSeed = GIFTS.find((g) => g.key === e.gift)!;
    const gift = gifts.find((g) => g.name_en === giftSeed.name[1]);
    const outlet = outlets.find((o) => o.name_en === OUTLETS[e.outlet]!.name[1]);
    if (!gift || !outlet) return [];
    return [{ ...e, gift, outlet, total: exchangeCost(toCount(gift.points), e.quantity, toCount(outlet.pickup_points)) }];
  });
  if (!plan.length) return;
  const ledger = new PointLedger();
  await db.transaction().execute(async (tx) => {
    const need = plan.reduce((sum, p) => sum + p.total, 0);
    const { available } = await ledger.balance(tx, memberId);
    const short = need + DEMO_BALANCE_AFTER - available;
    if (short > 0) {
      const credited = await ledger.credit(tx, { memberId, amount: short, operation: POINT_OPERATION.staffAdded, reason: 'Demo points for gift redemptions', sourceKey: 'demo:gifts' });
      // Credited once already and spent since: leave the demo member's points alone.
      if (!credited) return;
      // Before the first redemption it pays for.
      const first = Math.max(...plan.map((p) => p.daysAgo)) + 1;
      await tx.updateTable('member_point_log').set({ created_at: new Date(Date.now() - first * DAY).toISOString() }).where('id', '=', credited.logId).execute();
    }
    for (const [index, p] of plan.entries()) {
      const created = new Date(Date.now() - p.daysAgo * DAY).toISOString();
      const delivery = p.courier ? new Date(Date.now() - (p.daysAgo - 8) * DAY).toISOString().slice(0, 10) : null;
      const exchangeNo = `GE${created.slice(2, 10).replaceAll('-', '')}9${String(index).padStart(5, '0')}`;
      const { id } = await tx
        .insertInto('gift_exchange')
        .values({
          exchange_no: exchangeNo,
          member_id: memberId,
          gift_id: Number(p.gift.id),
          quantity: p.quantity,
          unit_points: toCount(p.gift.points),
          outlet_points: toCount(p.outlet.pickup_points),
          total_points: p.total,
          method: p.outlet.method,
          outlet_id: Number(p.outlet.id),
          recipient: 'Zhang Wei',
          area_code: DEMO_MEMBER.areaCode,
          phone: DEMO_MEMBER.mobile,
          address: p.outlet.method === GIFT_EXCHANGE_METHOD.seaShipment ? 'With shipping mark ZW2026' : null,
          remark: p.remark,
          status: p.status,
          courier_no: p.courier?.no ?? null,
          courier_company: p.courier?.company ?? null,
          delivery_date: delivery,
          staff_id: null,
          idempotency_key: null,
          idempotency_hash: null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('gift')
        .set({ stock: sql`stock - ${p.quantity}` })
        .where('id', '=', Number(p.gift.id))
        .where('stock', '>=', p.quantity)
        .execute();
      // The redemption's own ledger row, as a member's redemption writes it, on its day.
      const spent = await ledger.debit(tx, { memberId, amount: p.total, operation: POINT_OPERATION.giftRedemption, reason: `Gift redemption ${exchangeNo}`, detail: exchangeNo, sourceKey: `gift-exchange:${Number(id)}` });
      if (spent) await tx.updateTable('member_point_log').set({ created_at: created }).where('id', '=', spent.logId).execute();
    }
    await rechainDemoLedger(tx, memberId);
  });
}
