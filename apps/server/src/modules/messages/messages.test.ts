import { expect, it } from 'vitest';
import type { CursorPage } from '@portal/contracts/cursor';
import { CURSOR_TOTAL_CAP } from '@portal/contracts/cursor';
import type { AngleMark } from '@portal/contracts/account';
import { ERRORS } from '@portal/contracts/errors';
import type { MessageItem, UnreadCount } from '@portal/contracts/messages';
import { MESSAGE_TYPES } from '@portal/contracts/statuses';
import { encodeCursor } from '../../db/keyset.js';
import { call, registerMember } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

async function memberIdOf(t: TestApp, mobile: string): Promise<number> {
  const row = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return row.id;
}

// `count` messages for the member; every third pair shares its created_at, so the order must
// fall back to the id to be total.
async function seedMessages(t: TestApp, memberId: number, count: number, { read = false } = {}) {
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    member_id: memberId,
    type: MESSAGE_TYPES.reminder,
    template: null,
    params: '{}',
    title: `message ${i}`,
    content: `body ${i}`,
    read_at: read || i % 2 === 0 ? null : new Date(base).toISOString(),
    created_at: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await t.database.db.insertInto('member_message').values(rows.slice(i, i + 500)).execute();
  }
}

async function page(t: TestApp, token: string, query: Record<string, string>) {
  return call<CursorPage<MessageItem>>(t.app, 'GET', '/app-api/member/message/page', { token, query, locale: 'en_US' });
}

describeEachDb('message list (keyset paging)', (ctx) => {
  it('walks every message once, newest first, and counts on the first page only', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const other = await registerMember(t);
    await seedMessages(t, await memberIdOf(t, member.mobile), 45);
    await seedMessages(t, await memberIdOf(t, other.mobile), 7);

    const seen: MessageItem[] = [];
    const totals: (number | null)[] = [];
    let cursor: string | null = null;
    do {
      const answer: Awaited<ReturnType<typeof page>> = await page(t, member.token, { pageSize: '20', ...(cursor ? { cursor } : {}) });
      expect(answer.code).toBe(0);
      seen.push(...answer.data.list);
      totals.push(answer.data.total);
      cursor = answer.data.nextCursor;
    } while (cursor);

    expect(seen.map((m) => m.title)).toEqual(Array.from({ length: 45 }, (_, i) => `message ${44 - i}`));
    expect(totals).toEqual([45, null, null]);
  });

  it('filters by read state across pages', async () => {
    const t = ctx();
    const member = await registerMember(t);
    await seedMessages(t, await memberIdOf(t, member.mobile), 30);
    const first = await page(t, member.token, { pageSize: '10', read: 'false' });
    expect(first.data.total).toBe(15);
    const second = await page(t, member.token, { pageSize: '10', read: 'false', cursor: first.data.nextCursor! });
    expect(second.data.list).toHaveLength(5);
    expect(second.data.nextCursor).toBeNull();
    expect([...first.data.list, ...second.data.list].every((m) => !m.read)).toBe(true);
  });

  it('caps the total instead of counting every row', async () => {
    const t = ctx();
    const member = await registerMember(t);
    await seedMessages(t, await memberIdOf(t, member.mobile), CURSOR_TOTAL_CAP + 5);
    const first = await page(t, member.token, { pageSize: '5' });
    expect(first.data).toMatchObject({ total: CURSOR_TOTAL_CAP, totalCapped: true });
    expect(first.data.list).toHaveLength(5);
  });

  it("answers another member's cursor with that member's position, never their rows", async () => {
    const t = ctx();
    const member = await registerMember(t);
    const other = await registerMember(t);
    await seedMessages(t, await memberIdOf(t, other.mobile), 4);
    const theirs = await page(t, other.token, { pageSize: '2' });
    const mine = await page(t, member.token, { pageSize: '2', cursor: theirs.data.nextCursor! });
    expect(mine.data.list).toEqual([]);
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    const t = ctx();
    const member = await registerMember(t);
    for (const cursor of ['not base64!', Buffer.from('{"a":1}').toString('base64url'), encodeCursor({ sort: 'x', id: -1 }), 'A'.repeat(300)]) {
      const answer = await page(t, member.token, { cursor });
      expect({ cursor, status: answer.status, code: answer.code }).toEqual({ cursor, status: 400, code: 400 });
      expect(answer.msg).toContain('cursor');
    }
  });
});

describeEachDb('one message, read marks and unread counts', (ctx) => {
  async function seedTyped(t: TestApp, memberId: number) {
    const at = (i: number) => new Date(Date.UTC(2026, 1, 1) + i * 1000).toISOString();
    const types = [MESSAGE_TYPES.order, MESSAGE_TYPES.order, MESSAGE_TYPES.delivery, MESSAGE_TYPES.reminder, MESSAGE_TYPES.reminder, MESSAGE_TYPES.reminder];
    await t.database.db
      .insertInto('member_message')
      .values(types.map((type, i) => ({ member_id: memberId, type, template: null, params: '{}', title: `t${i}`, content: `c${i}`, read_at: i === 5 ? at(i) : null, created_at: at(i) })))
      .execute();
    return t.database.db.selectFrom('member_message').select(['id', 'title']).where('member_id', '=', memberId).orderBy('id').execute();
  }

  it("opens the caller's message, marks it read once, and answers another member's id like a missing one", async () => {
    const t = ctx();
    const member = await registerMember(t);
    const other = await registerMember(t);
    const mine = await seedTyped(t, await memberIdOf(t, member.mobile));
    const theirs = await seedTyped(t, await memberIdOf(t, other.mobile));

    const before = await call<UnreadCount>(t.app, 'GET', '/app-api/member/message/unread-count', { token: member.token });
    expect(before.data).toEqual({ total: 5, byType: { '1': 2, '2': 1, '3': 2 } });

    const opened = await call<MessageItem>(t.app, 'GET', '/app-api/member/message/get', { token: member.token, query: { id: String(mine[0]!.id) } });
    expect(opened.data).toMatchObject({ id: mine[0]!.id, title: 't0', content: 'c0', type: MESSAGE_TYPES.order, read: true });
    const row = await t.database.db.selectFrom('member_message').select('read_at').where('id', '=', mine[0]!.id).executeTakeFirstOrThrow();
    expect(row.read_at).not.toBeNull();
    const marks = await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: member.token });
    expect(marks.data.unreadMessageNum).toBe(4);

    const foreign = await call(t.app, 'GET', '/app-api/member/message/get', { token: member.token, query: { id: String(theirs[0]!.id) } });
    const missing = await call(t.app, 'GET', '/app-api/member/message/get', { token: member.token, query: { id: '999999999' } });
    expect({ status: foreign.status, code: foreign.code, msg: foreign.msg }).toEqual({ status: missing.status, code: missing.code, msg: missing.msg });
    expect(missing).toMatchObject({ status: 404, code: ERRORS.MESSAGE_NOT_FOUND.code });
    // Opening it did not mark the other member's message read.
    const theirsRow = await t.database.db.selectFrom('member_message').select('read_at').where('id', '=', theirs[0]!.id).executeTakeFirstOrThrow();
    expect(theirsRow.read_at).toBeNull();

    // Marking another member's ids read marks nothing.
    await call(t.app, 'PUT', '/app-api/member/message/read', { token: member.token, body: { ids: [theirs[1]!.id] } });
    const otherCount = await call<UnreadCount>(t.app, 'GET', '/app-api/member/message/unread-count', { token: other.token });
    expect(otherCount.data.total).toBe(5);
  });

  it('filters by type, marks all read with the count, and leaves other members alone', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const other = await registerMember(t);
    await seedTyped(t, await memberIdOf(t, member.mobile));
    await seedTyped(t, await memberIdOf(t, other.mobile));

    const reminders = await page(t, member.token, { type: MESSAGE_TYPES.reminder });
    expect(reminders.data.list.map((m) => m.title)).toEqual(['t5', 't4', 't3']);
    const unreadReminders = await page(t, member.token, { type: MESSAGE_TYPES.reminder, read: 'false' });
    expect(unreadReminders.data.total).toBe(2);
    const badType = await page(t, member.token, { type: '9' });
    expect(badType).toMatchObject({ status: 400 });
    expect(badType.msg).toContain('type');

    const all = await call<{ marked: number }>(t.app, 'PUT', '/app-api/member/message/read-all', { token: member.token });
    expect(all.data).toEqual({ marked: 5 });
    const again = await call<{ marked: number }>(t.app, 'PUT', '/app-api/member/message/read-all', { token: member.token });
    expect(again.data).toEqual({ marked: 0 });
    const after = await call<UnreadCount>(t.app, 'GET', '/app-api/member/message/unread-count', { token: member.token });
    expect(after.data).toEqual({ total: 0, byType: { '1': 0, '2': 0, '3': 0 } });
    const otherCount = await call<UnreadCount>(t.app, 'GET', '/app-api/member/message/unread-count', { token: other.token });
    expect(otherCount.data.total).toBe(5);
  });
});
