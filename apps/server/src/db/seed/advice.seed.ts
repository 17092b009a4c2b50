import type { Kysely } from 'kysely';
import { REPLY_PROMISE_WORKING_HOURS, addWorkingHours } from '@portal/contracts/advice';
import { COMPLAINT_STATUS, CONSULT_STATUS, type AdviceKind } from '@portal/contracts/advice-status';
import type { DB } from '../schema.js';

const HOUR = 3_600_000;

interface DemoMessage {
  by: 'member' | 'staff';
  content: string;
  hoursAfter: number;
}

interface DemoThread {
  kind: AdviceKind;
  type?: string;
  title: string;
  content: string;
  status: number;
  // Days before now it was opened.
  daysAgo: number;
  messages: DemoMessage[];
  rating?: [number, string | null];
  isPublic?: boolean;
  closed?: boolean;
}

// The customer-service contacts; the demo member is assigned the first.
const CONTACTS = [
  { nickname: 'Lina (customer service)', mobile_area_code: '86', mobile: '13912345678', whatsapp_area_code: '86', whatsapp: '13912345678', email: 'lina.service@example.com' },
  { nickname: 'Moussa (Abidjan desk)', mobile_area_code: '225', mobile: '0707123456', whatsapp_area_code: '225', whatsapp: '0707123456', email: 'abidjan.service@example.com' },
];

// What the demo member finds under Consult & advice: consultations in every status (two replied
// ones public, for help search), a suggestion, and complaints in every status.
const THREADS: DemoThread[] = [
  {
    kind: 'consult',
    title: 'How do I sign in with an SMS code?',
    content: 'I forgot my password. Can I sign in with a code sent to my phone instead?',
    status: CONSULT_STATUS.replied,
    daysAgo: 20,
    messages: [
      {
        by: 'staff',
        content:
          'Yes. On the sign-in page choose "SMS sign-in", enter your area code and mobile number, tap "Send code" and type the 6-digit code you receive. You can set a new password afterwards under Settings.',
        hoursAfter: 3,
      },
    ],
    rating: [5, 'Clear, thank you'],
    isPublic: true,
    closed: true,
  },
  {
    kind: 'consult',
    title: 'What does cargo control mean for my order?',
    content: 'My order shows "under control". Who can collect the goods and how do I release them?',
    status: CONSULT_STATUS.replied,
    daysAgo: 12,
    messages: [
      {
        by: 'staff',
        content:
          'Cargo control means nobody collects the goods until the controller releases them. Open On-hold orders, choose the order and release the cartons with your control password or an SMS code; the consignee can then collect them.',
        hoursAfter: 5,
      },
    ],
    isPublic: true,
  },
  {
    kind: 'consult',
    title: 'Sea freight transit time to Abidjan',
    content: 'How long does sea freight from Guangzhou to Abidjan take at the moment?',
    status: CONSULT_STATUS.replying,
    daysAgo: 3,
    messages: [
      { by: 'staff', content: 'Currently about 45 days port to port. Which warehouse will you deliver to?', hoursAfter: 2 },
      { by: 'member', content: 'The Guangzhou warehouse, next week.', hoursAfter: 6 },
    ],
  },
  {
    kind: 'consult',
    title: 'Can I ship batteries by air?',
    content: 'I have 20 power banks to send to Dakar. Is air freight possible?',
    status: CONSULT_STATUS.awaitingReply,
    daysAgo: 0,
    messages: [],
  },
  {
    kind: 'suggestion',
    title: 'Show the carton count on the order list',
    content: 'It would help to see the number of cartons directly in the order list without opening each order.',
    status: CONSULT_STATUS.replied,
    daysAgo: 8,
    messages: [{ by: 'staff', content: 'Thank you, we passed it to our product team and will let you know when it is available.', hoursAfter: 20 }],
  },
  {
    kind: 'complaint',
    type: '2',
    title: 'Order delayed by two weeks',
    content: 'The order was due in Lomé on the 10th and is still at the port. Nobody told me about the delay.',
    status: COMPLAINT_STATUS.pending,
    daysAgo: 1,
    messages: [],
  },
  {
    kind: 'complaint',
    type: '3',
    title: 'Two cartons arrived damaged',
    content: 'Two cartons were crushed on arrival and some items are broken. Photos are with the warehouse.',
    status: COMPLAINT_STATUS.processing,
    daysAgo: 4,
    messages: [{ by: 'staff', content: 'We are checking with the destination warehouse and will come back to you within two working days.', hoursAfter: 4 }],
  },
  {
    kind: 'complaint',
    type: '1',
    title: 'Rude answer at the pickup counter',
    content: 'The staff at the Abidjan counter refused to explain the storage fee.',
    status: COMPLAINT_STATUS.processed,
    daysAgo: 15,
    messages: [
      {
        by: 'staff',
        content: 'We are sorry. The storage fee is charged after 7 free days; we have spoken to the counter team and waived this fee for you.',
        hoursAfter: 9,
      },
    ],
    rating: [4, null],
  },
  {
    kind: 'complaint',
    type: '5',
    title: 'Charged twice for insurance',
    content: 'Insurance appears twice on my bill.',
    status: COMPLAINT_STATUS.cancelled,
    daysAgo: 30,
    messages: [],
    closed: true,
  },
];

// Demo threads with staff replies, and the service contacts (the demo member gets the first).
export async function seedDemoAdvice(db: Kysely<DB>, demo: { memberId: number; contact: string; areaCode: string; mobile: string; staffId: number }): Promise<void> {
  const now = Date.now();
  const created = new Date(now).toISOString();
  const contactIds: number[] = [];
  for (const contact of CONTACTS) {
    const staff = contactIds.length === 0 ? demo.staffId : null;
    const { id } = await db
      .insertInto('service_contact')
      .values({ ...contact, staff_id: staff, avatar: null, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    contactIds.push(Number(id));
  }
  await db.updateTable('member_user').set({ service_contact_id: contactIds[0]! }).where('id', '=', demo.memberId).execute();

  const orders = await db.selectFrom('ship_order').select('order_no').where('member_id', '=', demo.memberId).orderBy('id').limit(5).execute();
  const orderNo = (index: number) => orders[index % Math.max(orders.length, 1)]?.order_no ?? 'JD000000';

  for (const [index, thread] of THREADS.entries()) {
    const opened = new Date(now - thread.daysAgo * 24 * HOUR - (index + 1) * HOUR);
    const at = (hours: number) => new Date(opened.getTime() + hours * HOUR).toISOString();
    const lastStaff = [...thread.messages].reverse().find((m) => m.by === 'staff');
    const last = thread.messages.at(-1);
    const { id } = await db
      .insertInto('member_advice')
      .values({
        member_id: demo.memberId,
        kind: thread.kind,
        complaint_type: thread.type ?? null,
        title: thread.title,
        contact: demo.contact,
        phone_area_code: demo.areaCode,
        phone: demo.mobile,
        order_no: orderNo(index),
        content: thread.content,
        status: thread.status,
        reply_content: lastStaff?.content ?? null,
        reply_time: lastStaff ? at(lastStaff.hoursAfter) : null,
        staff_id: lastStaff ? demo.staffId : null,
        reply_due_at: addWorkingHours(opened, REPLY_PROMISE_WORKING_HOURS[thread.kind]).toISOString(),
        rating: thread.rating?.[0] ?? null,
        rating_comment: thread.rating?.[1] ?? null,
        is_public: thread.isPublic ? 1 : 0,
        closed_at: thread.closed ? at((last?.hoursAfter ?? 0) + 24) : null,
        created_at: opened.toISOString(),
        updated_at: at(last?.hoursAfter ?? 0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const message of thread.messages) {
      await db
        .insertInto('member_advice_message')
        .values({
          advice_id: Number(id),
          author: message.by,
          staff_id: message.by === 'staff' ? demo.staffId : null,
          content: message.content,
          created_at: at(message.hoursAfter),
        })
        .execute();
    }
  }
}
