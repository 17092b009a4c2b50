import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { ABNORMAL_STATUS, type AbnormalAction, type AbnormalStatus, type AbnormalStepKind, type AbnormalType, type ClaimKind } from '@portal/contracts/abnormal';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import type { FileStorage } from '../../modules/files/file-storage.js';
import type { DB } from '../schema.js';

const HOUR = 3_600_000;

interface DemoStep {
  kind: AbnormalStepKind;
  action?: AbnormalAction;
  by: 'staff' | 'member';
  remarks?: string;
  photo?: string;
  hoursAfter: number;
}

interface DemoItem {
  type: AbnormalType;
  description: string;
  amount: number | null;
  status: AbnormalStatus;
  action: AbnormalAction | null;
  chargedAmount: number | null;
  steps: DemoStep[];
  // A claim the member filed (no staff raised it): US cents claimed and granted.
  claim?: { kind: ClaimKind; amount: number; compensation: number | null };
}

// What the demo member finds under Exception handling: a weight and a damage item to handle,
// a dispute waiting for staff, and finished ones (handled, a dispute upheld, and a damage claim
// the member filed and staff granted in part).
const DEMO_ITEMS: DemoItem[] = [
  {
    type: '1',
    description: 'Weighed 68.5 kg at the warehouse, declared 42 kg: heavy cargo surcharge applies',
    amount: 4_500,
    status: ABNORMAL_STATUS.toHandle,
    action: null,
    chargedAmount: null,
    steps: [{ kind: 'raised', by: 'staff', remarks: 'Weighed 68.5 kg at the warehouse, declared 42 kg', photo: '#f3e3c3', hoursAfter: 0 }],
  },
  {
    type: '4',
    description: 'Two cartons arrived with crushed corners; contents not yet checked',
    amount: null,
    status: ABNORMAL_STATUS.toHandle,
    action: null,
    chargedAmount: null,
    steps: [{ kind: 'raised', by: 'staff', remarks: 'Two cartons arrived with crushed corners', photo: '#e6d2cf', hoursAfter: 0 }],
  },
  {
    type: '5',
    description: 'Received 9 cartons, the order declares 10',
    amount: null,
    status: ABNORMAL_STATUS.disputed,
    action: 'dispute',
    chargedAmount: null,
    steps: [
      { kind: 'raised', by: 'staff', remarks: 'Received 9 cartons, the order declares 10', photo: '#d9e2ec', hoursAfter: 0 },
      { kind: 'disputed', action: 'dispute', by: 'member', remarks: 'The supplier shipped 10 cartons; the courier receipt is attached', photo: '#e2ecd9', hoursAfter: 5 },
    ],
  },
  {
    type: '6',
    description: 'Shipping mark missing on 3 cartons',
    amount: 1_200,
    status: ABNORMAL_STATUS.finished,
    action: 'repack',
    chargedAmount: 1_200,
    steps: [
      { kind: 'raised', by: 'staff', remarks: 'Shipping mark missing on 3 cartons', hoursAfter: 0 },
      { kind: 'handled', action: 'repack', by: 'member', remarks: 'Please relabel and repack them', hoursAfter: 20 },
    ],
  },
  {
    type: '2',
    description: 'Measured 0.48 m³ for 35 kg: bulky cargo',
    amount: 3_000,
    status: ABNORMAL_STATUS.finished,
    action: 'dispute',
    chargedAmount: 0,
    steps: [
      { kind: 'raised', by: 'staff', remarks: 'Measured 0.48 m³ for 35 kg', hoursAfter: 0 },
      { kind: 'disputed', action: 'dispute', by: 'member', remarks: 'The cartons were measured with their pallet', hoursAfter: 3 },
      { kind: 'upheld', by: 'staff', remarks: 'Measured again without the pallet: 0.31 m³', hoursAfter: 26 },
    ],
  },
  {
    type: '4',
    description: 'One carton of ceramic vases arrived with a torn side; three vases broken',
    amount: null,
    status: ABNORMAL_STATUS.finished,
    action: null,
    chargedAmount: null,
    claim: { kind: 'damage', amount: 6_000, compensation: 4_500 },
    steps: [
      { kind: 'claimed', by: 'member', remarks: 'One carton of ceramic vases arrived with a torn side; three vases broken', photo: '#ecd9d9', hoursAfter: 0 },
      { kind: 'granted', by: 'staff', remarks: 'The carton was torn in our care; the vases were declared at USD 15 each: USD 45 granted', hoursAfter: 30 },
    ],
  },
];

async function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 420, channels: 3, background } }).jpeg({ quality: 70 }).toBuffer();
}

// Demo abnormal items on the demo member's orders that reached the warehouse (run once, with
// the demo accounts).
export async function seedDemoAbnormal(db: Kysely<DB>, demo: { memberId: number; memberName: string; staffId: number; staffName: string }, storage: FileStorage) {
  const orders = await db
    .selectFrom('ship_order')
    .select(['id', 'created_at'])
    .where('member_id', '=', demo.memberId)
    .where('status', 'in', [ORDER_STATUS.inWarehouse, ORDER_STATUS.departed, ORDER_STATUS.inTransit, ORDER_STATUS.arrived])
    .orderBy('created_at', 'desc')
    .execute();
  if (!orders.length) return;
  const base = Date.now() - 3 * 24 * HOUR;
  for (const [index, item] of DEMO_ITEMS.entries()) {
    const order = orders[index % orders.length]!;
    const start = base + index * 7 * HOUR;
    const at = (hours: number) => new Date(start + hours * HOUR).toISOString();
    const last = item.steps[item.steps.length - 1]!;
    const { id: itemId } = await db
      .insertInto('abnormal_item')
      .values({
        order_id: order.id,
        member_id: demo.memberId,
        type: item.type,
        description: item.description,
        amount: item.amount,
        currency: item.amount === null ? null : 'USD',
        charged_amount: item.chargedAmount,
        status: item.status,
        action: item.action,
        handler_name: item.steps.length > 1 ? (last.by === 'staff' ? demo.staffName : demo.memberName) : null,
        handled_at: item.steps.length > 1 ? at(last.hoursAfter) : null,
        staff_id: item.claim ? null : demo.staffId,
        created_at: at(0),
        updated_at: at(last.hoursAfter),
        claim_kind: item.claim?.kind ?? null,
        claim_amount: item.claim?.amount ?? null,
        claim_compensation: item.claim?.compensation ?? null,
        claim_request_key: item.claim ? `demo-claim-${index}` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const step of item.steps) {
      const { id: stepId } = await db
        .insertInto('abnormal_step')
        .values({
          item_id: itemId,
          kind: step.kind,
          action: step.action ?? null,
          staff_id: step.by === 'staff' ? demo.staffId : null,
          member_id: step.by === 'member' ? demo.memberId : null,
          actor_name: step.by === 'staff' ? demo.staffName : demo.memberName,
          remarks: step.remarks ?? null,
          created_at: at(step.hoursAfter),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!step.photo) continue;
      const body = await photo(step.photo);
      const storageKey = `attachment/${at(0).slice(0, 7)}/${randomBytes(16).toString('hex')}.jpg`;
      await storage.put(storageKey, body, 'image/jpeg');
      const { id: fileId } = await db
        .insertInto('file_object')
        .values({
          public_id: randomBytes(16).toString('base64url'),
          owner_type: step.by,
          owner_id: step.by === 'staff' ? demo.staffId : demo.memberId,
          purpose: 'attachment',
          name: step.by === 'staff' ? 'warehouse-photo.jpg' : 'my-photo.jpg',
          content_type: 'image/jpeg',
          size: body.length,
          storage_key: storageKey,
          sha256: createHash('sha256').update(body).digest('hex'),
          created_at: at(step.hoursAfter),
          used_at: at(step.hoursAfter),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('abnormal_file').values({ step_id: stepId, item_id: itemId, file_id: fileId, position: 0 }).execute();
    }
  }
}
