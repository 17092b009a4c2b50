import type { Kysely } from 'kysely';
import type { Localized } from '@portal/contracts/locale';
import { COUPON_STATUS, COUPON_TYPE, MESSAGE_TYPES, NOTICE_STATUS, type CouponStatus, type CouponType, type MessageType } from '@portal/contracts/statuses';
import type { CouponCurrency } from '@portal/contracts/coupons';
import type { MessageTemplate } from '@portal/contracts/messages';
import { encodeMessage } from '../../modules/messages/message.service.js';
import type { DB } from '../schema.js';
import { toJson } from '../sql.js';

const DAY = 86_400_000;
const ago = (days: number, now: number) => new Date(now - days * DAY).toISOString();

interface DemoNotice {
  title: Localized;
  content: Localized;
  status: (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
  daysAgo: number;
}

// Notices every member reads: three published, and a draft staff are still writing.
const NOTICES: DemoNotice[] = [
  {
    title: { zh_CN: '春节期间仓库收货安排', en_US: 'Warehouse hours over Chinese New Year', fr_FR: 'Horaires de l’entrepôt au Nouvel An chinois' },
    content: {
      zh_CN: '广州与义乌仓库将于 2 月 8 日至 2 月 17 日暂停收货，2 月 18 日起恢复正常。\n节前最后入仓日为 2 月 7 日 16:00，请提前安排发货。',
      en_US: 'The Guangzhou and Yiwu warehouses stop receiving goods from 8 to 17 February and reopen on 18 February.\nThe last day to deliver goods before the holiday is 7 February, 16:00.',
      fr_FR: 'Les entrepôts de Canton et Yiwu ne réceptionnent plus de marchandises du 8 au 17 février et rouvrent le 18 février.\nDernier jour de livraison avant les congés : le 7 février, 16 h.',
    },
    status: NOTICE_STATUS.published,
    daysAgo: 2,
  },
  {
    title: { zh_CN: '海运拼箱运价调整通知', en_US: 'Sea LCL rates change next month', fr_FR: 'Évolution des tarifs maritimes en groupage' },
    content: {
      zh_CN: '受船公司附加费上调影响，自下月 1 日起，西非航线海运拼箱运价上调 5%。已入仓的订单按原价结算。',
      en_US: 'Carriers raised their surcharges: from the 1st of next month, sea LCL rates to West Africa rise by 5%. Orders already in the warehouse keep the current rate.',
      fr_FR: 'Les compagnies ont relevé leurs surcharges : dès le 1er du mois prochain, le groupage maritime vers l’Afrique de l’Ouest augmente de 5 %. Les commandes déjà en entrepôt gardent le tarif actuel.',
    },
    status: NOTICE_STATUS.published,
    daysAgo: 9,
  },
  {
    title: { zh_CN: '新增空运专线：广州—拉各斯', en_US: 'New air line: Guangzhou to Lagos', fr_FR: 'Nouvelle ligne aérienne : Canton – Lagos' },
    content: {
      zh_CN: '每周二、周五出发，门到门约 7 个工作日。可在"运价查询"中查看价格。',
      en_US: 'Departures every Tuesday and Friday, about 7 working days door to door. See the prices under Price query.',
      fr_FR: 'Départs le mardi et le vendredi, environ 7 jours ouvrés de porte à porte. Les prix figurent dans « Prix ».',
    },
    status: NOTICE_STATUS.published,
    daysAgo: 30,
  },
  {
    title: { zh_CN: '（草稿）系统维护通知', en_US: '(Draft) System maintenance', fr_FR: '(Brouillon) Maintenance du système' },
    content: { zh_CN: '待定', en_US: 'To be confirmed', fr_FR: 'À confirmer' },
    status: NOTICE_STATUS.draft,
    daysAgo: 0,
  },
];

// The personal centre's carousel; images are served by the web app (apps/web/public/banners).
const BANNERS: { title: Localized; content: Localized; imageUrl: string }[] = [
  {
    title: { zh_CN: '新客首单运费立减', en_US: 'Your first shipment, for less', fr_FR: 'Votre premier envoi, moins cher' },
    content: {
      zh_CN: '新注册会员首单海运拼箱可领取运费抵扣券一张，下单时客服为您核销。',
      en_US: 'New members get a freight voucher for their first sea LCL shipment; our staff apply it when you place the order.',
      fr_FR: 'Les nouveaux membres reçoivent un bon de fret pour leur premier envoi maritime en groupage ; notre équipe l’applique à la commande.',
    },
    imageUrl: '/banners/first-shipment.svg',
  },
  {
    title: { zh_CN: '空运专线每周两班', en_US: 'Air freight twice a week', fr_FR: 'Fret aérien deux fois par semaine' },
    content: {
      zh_CN: '广州—拉各斯空运专线每周二、周五出发，约 7 个工作日送达。',
      en_US: 'The Guangzhou – Lagos air line leaves every Tuesday and Friday and delivers in about 7 working days.',
      fr_FR: 'La ligne aérienne Canton – Lagos part le mardi et le vendredi et livre en 7 jours ouvrés environ.',
    },
    imageUrl: '/banners/air-line.svg',
  },
  {
    title: { zh_CN: '海外仓一件代发', en_US: 'Overseas warehouse fulfilment', fr_FR: 'Expédition depuis l’entrepôt à l’étranger' },
    content: {
      zh_CN: '货物提前备在海外仓，订单当天出库，本地派送。',
      en_US: 'Keep your stock in our overseas warehouse: orders leave the same day and are delivered locally.',
      fr_FR: 'Stockez vos produits dans notre entrepôt à l’étranger : les commandes partent le jour même et sont livrées localement.',
    },
    imageUrl: '/banners/overseas-warehouse.svg',
  },
];

interface DemoMessage {
  type: MessageType;
  template: MessageTemplate | null;
  params: Record<string, string | number>;
  texts?: { title: Localized; content: Localized };
  read: boolean;
  daysAgo: number;
}

interface DemoCoupon {
  type: CouponType;
  currency: CouponCurrency;
  amount: number | null;
  minAmount: number | null;
  percent: number | null;
  status: CouponStatus;
  // Days from now (negative: past).
  from: number;
  to: number;
}

// Coupons in each status: usable ones, one used, one stored expired, and one unused whose end
// passed (shown as expired).
const COUPONS: DemoCoupon[] = [
  { type: COUPON_TYPE.amountOff, currency: 'USD', amount: 2_000, minAmount: 20_000, percent: null, status: COUPON_STATUS.unused, from: -3, to: 60 },
  { type: COUPON_TYPE.percent, currency: 'USD', amount: null, minAmount: 0, percent: 10, status: COUPON_STATUS.unused, from: -1, to: 30 },
  { type: COUPON_TYPE.freight, currency: 'CNY', amount: 5_000, minAmount: null, percent: null, status: COUPON_STATUS.unused, from: -10, to: 90 },
  { type: COUPON_TYPE.amountOff, currency: 'CNY', amount: 3_000, minAmount: 50_000, percent: null, status: COUPON_STATUS.used, from: -40, to: 20 },
  { type: COUPON_TYPE.freight, currency: 'USD', amount: 1_500, minAmount: null, percent: null, status: COUPON_STATUS.expired, from: -90, to: -30 },
  { type: COUPON_TYPE.percent, currency: 'EUR', amount: null, minAmount: 10_000, percent: 15, status: COUPON_STATUS.unused, from: -60, to: -2 },
];

// Demo notices, banners, and the demo member's messages (each type, read and unread) and
// coupons (each status). Runs once, with the demo accounts.
export async function seedDemoNotices(db: Kysely<DB>, { memberId, staffId }: { memberId: number; staffId: number }): Promise<void> {
  const now = Date.now();
  for (const notice of NOTICES) {
    const at = ago(notice.daysAgo, now);
    await db
      .insertInto('system_notice')
      .values({
        title: toJson(notice.title),
        content: toJson(notice.content),
        status: notice.status,
        published_at: notice.status === NOTICE_STATUS.published ? at : null,
        staff_id: staffId,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  for (const [index, banner] of BANNERS.entries()) {
    const at = ago(5, now);
    await db
      .insertInto('system_banner')
      .values({ title: toJson(banner.title), content: toJson(banner.content), image_url: banner.imageUrl, sort: index * 10, shown: 1, staff_id: staffId, created_at: at, updated_at: at })
      .execute();
  }

  const orders = await db.selectFrom('ship_order').select(['order_no', 'marks']).where('member_id', '=', memberId).orderBy('id').limit(3).execute();
  const [first, second, third] = [orders[0], orders[1] ?? orders[0], orders[2] ?? orders[0]];
  const order = (o: typeof first) => ({ orderNo: o?.order_no ?? 'SO-DEMO', marks: o?.marks ?? 'DEMO' });
  const messages: DemoMessage[] = [
    { type: MESSAGE_TYPES.order, template: 'order.inWarehouse', params: { ...order(first), cartons: 12 }, read: false, daysAgo: 0.2 },
    { type: MESSAGE_TYPES.delivery, template: 'order.departed', params: { ...order(second), place: 'Guangzhou' }, read: false, daysAgo: 1 },
    { type: MESSAGE_TYPES.reminder, template: 'coupon.issued.amountOff', params: { amount: 'USD 20.00', minimum: 'USD 200.00', percent: 0, validTo: ago(-60, now).slice(0, 10) }, read: false, daysAgo: 3 },
    { type: MESSAGE_TYPES.order, template: 'order.receiptCorrected', params: { ...order(third), cartons: 8 }, read: true, daysAgo: 6 },
    { type: MESSAGE_TYPES.delivery, template: 'order.arrived', params: { ...order(first), place: 'Lagos' }, read: true, daysAgo: 8 },
    {
      type: MESSAGE_TYPES.reminder,
      template: null,
      params: {},
      texts: {
        title: { zh_CN: '请完善企业信息', en_US: 'Complete your company details', fr_FR: 'Complétez les informations de votre entreprise' },
        content: {
          zh_CN: '完善企业信息后，发票和提单将使用您的公司名称。',
          en_US: 'Once your company details are complete, invoices and bills of lading carry your company name.',
          fr_FR: 'Une fois vos informations complètes, factures et connaissements portent le nom de votre entreprise.',
        },
      },
      read: true,
      daysAgo: 12,
    },
  ];
  for (const message of messages) {
    const at = ago(message.daysAgo, now);
    const stored = encodeMessage(message.texts ?? { template: message.template!, params: message.params });
    await db
      .insertInto('member_message')
      .values({ member_id: memberId, type: message.type, ...stored, title: null, content: null, read_at: message.read ? at : null, created_at: at })
      .execute();
  }

  for (const [index, coupon] of COUPONS.entries()) {
    await db
      .insertInto('member_coupon')
      .values({
        member_id: memberId,
        type: coupon.type,
        currency: coupon.currency,
        amount: coupon.amount,
        min_amount: coupon.minAmount,
        percent: coupon.percent,
        status: coupon.status,
        valid_from: ago(-coupon.from, now),
        valid_to: ago(-coupon.to, now),
        used_at: coupon.status === COUPON_STATUS.used ? ago(5, now) : null,
        staff_id: staffId,
        created_at: ago(-coupon.from + index * 0.01, now),
      })
      .execute();
  }
}
