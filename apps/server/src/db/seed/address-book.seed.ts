import type { Kysely } from 'kysely';
import type { ContactKind } from '@portal/contracts/address-book';
import type { DB } from '../schema.js';
import { nowIso } from '../sql.js';

// The demo member's address book: consignees in West and Central Africa grouped by market,
// the factories it buys from, and two delivery addresses (one default), so the customers,
// suppliers and addresses screens and the shipping form's pickers open on real content.

const GROUPS = [
  { title: 'Côte d’Ivoire', remark: 'Abidjan wholesale market', sort: 1 },
  { title: 'Central Africa', remark: 'Douala and Kinshasa', sort: 2 },
];

interface DemoContact {
  kind: ContactKind;
  name: string;
  nameEn?: string;
  company: string;
  companyEn?: string;
  areaCode: string;
  phone: string;
  marks?: string;
  email?: string;
  address?: string;
  group?: number;
}

const CONTACTS: DemoContact[] = [
  { kind: 'customer', name: 'Kouassi Yao', company: 'Yao Distribution SARL', areaCode: '225', phone: '0707123456', marks: 'KOF', email: 'kouassi.yao@example.ci', address: 'Rue du Commerce 12, Adjamé, Abidjan', group: 0 },
  { kind: 'customer', name: 'Aminata Koné', company: 'Koné Textiles', areaCode: '225', phone: '0505987654', marks: 'AKT', address: 'Boulevard Nangui Abrogoua, Treichville, Abidjan', group: 0 },
  { kind: 'customer', name: 'Jean-Pierre Mbarga', company: 'Mbarga Import Export', areaCode: '237', phone: '677123456', marks: 'JPM', email: 'jp.mbarga@example.cm', address: 'Marché Central, Akwa, Douala', group: 1 },
  { kind: 'customer', name: 'Grâce Mukendi', company: 'Mukendi & Fils', areaCode: '243', phone: '812345678', marks: 'GMK', address: 'Avenue du Commerce 45, Gombe, Kinshasa', group: 1 },
  { kind: 'customer', name: 'Moussa Diop', company: 'Diop Électroménager', areaCode: '221', phone: '771234567', marks: 'MDE', email: 'moussa.diop@example.sn', address: 'Avenue Blaise Diagne 88, Dakar' },
  { kind: 'customer', name: 'Kwame Mensah', company: 'Mensah Hardware Ltd', areaCode: '233', phone: '241234567', marks: 'KMH', address: 'Makola Market, Accra' },
  { kind: 'supplier', name: '李海', nameEn: 'Li Hai', company: '佛山海达家具有限公司', companyEn: 'Foshan Haida Furniture Co., Ltd.', areaCode: '86', phone: '13923456789', email: 'sales@haida-furniture.example.cn', address: '广东省佛山市顺德区乐从镇家具大道 18 号' },
  { kind: 'supplier', name: '王芳', nameEn: 'Wang Fang', company: '义乌市锦华饰品厂', companyEn: 'Yiwu Jinhua Accessories Factory', areaCode: '86', phone: '13857912345', address: '浙江省义乌市国际商贸城二区 H 街 2045' },
  { kind: 'supplier', name: '陈志强', nameEn: 'Chen Zhiqiang', company: '东莞强盛电子科技有限公司', companyEn: 'Dongguan Qiangsheng Electronics Co., Ltd.', areaCode: '86', phone: '13712345678', email: 'chen@qselec.example.cn', address: '广东省东莞市长安镇振安中路 166 号' },
];

const ADDRESSES = [
  { name: 'Kouassi Yao', areaCode: '225', phone: '0707123456', country: 'CI', city: 'CI-ABIDJAN', address: 'Rue du Commerce 12, Adjamé, Abidjan', isDefault: 1 },
  { name: 'Jean-Pierre Mbarga', areaCode: '237', phone: '677123456', country: 'CM', city: 'CM-DOUALA', address: 'Marché Central, Akwa, Douala', isDefault: 0 },
];

export async function seedDemoAddressBook(db: Kysely<DB>, memberId: number): Promise<void> {
  const now = nowIso();
  const groupIds: number[] = [];
  for (const group of GROUPS) {
    const row = await db
      .insertInto('member_contact_group')
      .values({ member_id: memberId, title: group.title, remark: group.remark, sort: group.sort, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(row.id);
  }
  await db
    .insertInto('member_contact')
    .values(
      CONTACTS.map((c) => ({
        member_id: memberId,
        kind: c.kind,
        name: c.name,
        name_en: c.nameEn ?? null,
        company: c.company,
        company_en: c.companyEn ?? null,
        area_code: c.areaCode,
        phone: c.phone,
        marks: c.marks ?? null,
        email: c.email ?? null,
        address: c.address ?? null,
        group_id: c.group === undefined ? null : groupIds[c.group]!,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const regions = await db
    .selectFrom('region')
    .select(['id', 'code'])
    .where('code', 'in', ADDRESSES.flatMap((a) => [a.country, a.city]))
    .execute();
  const regionId = new Map(regions.map((r) => [r.code, r.id]));
  const rows = ADDRESSES.flatMap((a) => {
    const countryId = regionId.get(a.country);
    const cityId = regionId.get(a.city);
    // Staff may have removed a place: the address book is demo content, not a requirement.
    if (countryId === undefined || cityId === undefined) return [];
    return [{ member_id: memberId, name: a.name, area_code: a.areaCode, phone: a.phone, country_id: countryId, city_id: cityId, address: a.address, is_default: a.isDefault, created_at: now, updated_at: now }];
  });
  if (rows.length > 0) await db.insertInto('member_address').values(rows).execute();
}
