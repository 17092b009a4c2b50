import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { SHIPPING_AREA_CODE } from '@portal/contracts/constants';
import { errorMessage } from '@portal/contracts/errors';
import { format, type Locale } from '@portal/contracts/locale';
import {
  orderSubmitBody,
  type GoodsFlag,
  type OrderDraftValue,
  type OrderSaved,
  type OrderSubmitResult,
  type OrderSubmitValue,
  type orderUpdateBody,
} from '@portal/contracts/order';
import { PARTLY_RECEIVED_LOCKED, orderAllows, type MemberOrderAction } from '@portal/contracts/order-flow';
import { CREATOR_TYPE, ORDER_STATUS, ORDER_STATUSES, statusIn, type OrderStatus } from '@portal/contracts/statuses';
import type { TransportType } from '@portal/contracts/system';
import { VALIDATION_MESSAGES, issueField, issueText } from '@portal/contracts/validation';
import type { z } from 'zod';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { fromJson, isUniqueViolation } from '../../db/sql.js';
import type { ShipOrderRow } from '../../db/tables/orders.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import type { ContactService } from '../address-book/contact.service.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { MemberRepository } from '../members/member.repository.js';
import type { SystemService } from '../system/system.service.js';
import type { OrderChecks, OrderInput, PartyPhones } from './order-checks.js';
import type { OrderBulkRepository } from './order-bulk.repository.js';
import type { OrderInsert, OrderRepository, OrderSet } from './order.repository.js';
import { bodyOf, copiedColumns, copiedGoods, goodsInserts, orderColumns, orderNo, orderNoPrefix } from './order-values.js';
import { actionNotAllowed } from './order-views.js';

type OrderUpdateValue = z.output<typeof orderUpdateBody>;

// A complete order that passed `checks.check`, with what the check answered.
export interface CheckedDraft {
  body: OrderSubmitValue;
  phones: PartyPhones;
  flags: readonly GoodsFlag[];
}

const S = ORDER_STATUS;

// A body's fingerprint: the same Idempotency-Key with another order is told apart from a retry.
function fingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

// What a member does to their own orders (docs/orders.md): save drafts, submit (real-name
// certified, idempotent), edit while the status allows, cancel, delete, copy. Every status
// change is conditional on the status it leaves, so two calls cannot both make it, and a
// submit or cancel writes its tracking event in the same transaction.
export class OrderService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: OrderRepository,
    private readonly checks: OrderChecks,
    private readonly deps: { kyc: KycService; contacts: ContactService; system: SystemService; bulk: OrderBulkRepository; members: MemberRepository },
  ) {}

  // The member's order (any other id answers like a missing one), allowing `action`.
  async ownOrder(memberId: number, id: number, action: MemberOrderAction, locale: Locale, tx: Executor = this.db): Promise<ShipOrderRow> {
    const row = await this.repo.find({ role: 'posted', memberId }, id, tx);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    if (!orderAllows(action, row.status)) throw await actionNotAllowed(this.deps.system, row.status, locale);
    if (PARTLY_RECEIVED_LOCKED.includes(action) && (await this.repo.partlyReceived(row.id, tx))) throw new AppError('ORDER_PARTLY_RECEIVED');
    return row;
  }

  // Runs a change of order `id` in a transaction; when its conditional update found nothing to
  // change (ChangeRefused: the order went away or moved on meanwhile), says why once the
  // transaction is over (on SQLite a read outside the transaction would wait for it).
  private async change<T>(memberId: number, id: number, locale: Locale, work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.db, work);
    } catch (error) {
      if (!(error instanceof ChangeRefused)) throw error;
      const row = await this.repo.find({ role: 'posted', memberId }, id);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      if (await this.repo.partlyReceived(row.id)) throw new AppError('ORDER_PARTLY_RECEIVED');
      throw await actionNotAllowed(this.deps.system, row.status, locale);
    }
  }

  // Only members under the shipping area code place orders (docs/product/orders.md); the
  // web hides the ship button from the others, the server refuses them whatever they call.
  async requireShippingArea(memberId: number): Promise<void> {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('TOKEN_INVALID');
    if (member.area_code !== SHIPPING_AREA_CODE) throw new AppError('ORDER_AREA_CODE_NOT_ALLOWED');
  }

  private async requireRealName(memberId: number) {
    if (!(await this.deps.kyc.status(memberId)).realNameCertified) throw new AppError('ORDER_REAL_NAME_REQUIRED');
  }

  // `create`: a complete order leaves draft at once, or (with `id`) the member's draft does.
  // With an Idempotency-Key, a repeat answers the order the first call made.
  async create(memberId: number, body: OrderSubmitValue, key: string | undefined, locale: Locale): Promise<OrderSaved> {
    const hash = key ? fingerprint(body) : null;
    await this.requireShippingArea(memberId);
    await this.requireRealName(memberId);
    if (key) {
      const prior = await this.repo.findByIdempotencyKey(memberId, key);
      if (prior) return this.replay(prior, hash, locale);
    }
    try {
      return await this.submitNew(memberId, body, key ? { key, hash: hash! } : null, locale);
    } catch (error) {
      // The same key raced in from a second call: answer what that call made.
      if (key && isUniqueViolation(error)) {
        const prior = await this.repo.findByIdempotencyKey(memberId, key);
        if (prior) return this.replay(prior, hash, locale);
      }
      throw error;
    }
  }

  private async replay(prior: ShipOrderRow, hash: string | null, locale: Locale): Promise<OrderSaved> {
    if (prior.idempotency_hash !== hash) throw new AppError('ORDER_IDEMPOTENCY_MISMATCH');
    return this.saved(prior, locale);
  }

  // The caller checked the real-name status.
  private async submitNew(memberId: number, body: OrderSubmitValue, idempotency: { key: string; hash: string } | null, locale: Locale): Promise<OrderSaved> {
    const draft = body.id === undefined ? undefined : await this.ownOrder(memberId, body.id, 'submit', locale);
    const { phones, flags } = await this.checks.check(body, locale);
    const now = new Date();
    const stamp = now.toISOString();
    const submitted = { status: S.awaitingWarehousing, submitted_at: stamp, idempotency_key: idempotency?.key ?? null, idempotency_hash: idempotency?.hash ?? null };
    return this.change(memberId, body.id ?? 0, locale, async (tx) => {
      let saved: { id: number; orderNo: string };
      if (draft) {
        const set = { ...this.columns(body, phones, flags, draft), ...submitted, updated_at: stamp, ...(await this.renumbered(draft, body, now, tx)) };
        if (!(await this.repo.update(memberId, draft.id, [S.draft], set, tx))) throw new ChangeRefused();
        saved = { id: draft.id, orderNo: set.order_no ?? draft.order_no };
        await this.repo.replaceGoods(saved.id, goodsInserts(body.goods), tx);
      } else {
        saved = await this.insert(memberId, { ...this.columns(body, phones, flags), ...submitted }, body, now, tx);
        await this.repo.insertGoods(saved.id, goodsInserts(body.goods), tx);
      }
      await this.repo.insertEvent({ order_id: saved.id, status: S.awaitingWarehousing, time: stamp, place: null, note: null, staff_id: null, created_at: stamp }, tx);
      await this.saveParties(memberId, body, phones, tx);
      return { ...saved, status: S.awaitingWarehousing, flags };
    });
  }

  // `draft`: what the member has typed so far, new or over their draft of that id.
  async draft(memberId: number, body: OrderDraftValue, locale: Locale): Promise<OrderSaved> {
    await this.requireShippingArea(memberId);
    const existing = body.id === undefined ? undefined : await this.ownOrder(memberId, body.id, 'submit', locale);
    const { phones, flags } = await this.checks.check(body, locale);
    const now = new Date();
    return this.change(memberId, body.id ?? 0, locale, async (tx) => {
      let saved: { id: number; orderNo: string };
      if (existing) {
        const set = { ...this.columns(body, phones, flags, existing), updated_at: now.toISOString(), ...(await this.renumbered(existing, body, now, tx)) };
        if (!(await this.repo.update(memberId, existing.id, [S.draft], set, tx))) throw new ChangeRefused();
        saved = { id: existing.id, orderNo: set.order_no ?? existing.order_no };
        await this.repo.replaceGoods(saved.id, goodsInserts(body.goods ?? []), tx);
      } else {
        saved = await this.insert(memberId, { ...this.columns(body, phones, flags), status: S.draft }, body, now, tx);
        await this.repo.insertGoods(saved.id, goodsInserts(body.goods ?? []), tx);
      }
      await this.saveParties(memberId, body, phones, tx);
      return { ...saved, status: S.draft, flags };
    });
  }

  // Many new drafts at once (an import), each checked by the caller with `checks.check` as
  // `draft` does: numbered a block per prefix, written in multi-row inserts, all in one
  // transaction. `saved` is told how many orders are written so far (and waited for).
  async draftMany(memberId: number, drafts: readonly CheckedDraft[], saved: (count: number) => void | Promise<void>): Promise<{ id: number; orderNo: string }[]> {
    const now = new Date();
    const stamp = now.toISOString();
    return inTransaction(this.db, async (tx) => {
      const numbers = new Map<string, number>();
      for (const { body } of drafts) {
        const prefix = orderNoPrefix(body.transportType, now);
        numbers.set(prefix, (numbers.get(prefix) ?? 0) + 1);
      }
      for (const [prefix, count] of numbers) numbers.set(prefix, await this.deps.bulk.reserveSequence(prefix, count, tx));
      const rows = drafts.map(({ body, phones, flags }) => {
        const prefix = orderNoPrefix(body.transportType, now);
        const sequence = numbers.get(prefix)!;
        numbers.set(prefix, sequence + 1);
        return this.newRow(memberId, { ...this.columns(body, phones, flags), status: S.draft }, orderNo(prefix, sequence), stamp);
      });
      const ids = await this.deps.bulk.insertOrders(rows, tx, saved);
      await this.deps.bulk.insertGoods(
        drafts.flatMap(({ body }, i) => goodsInserts(body.goods).map((line) => ({ ...line, order_id: ids[i]! }))),
        tx,
      );
      return ids.map((id, i) => ({ id, orderNo: rows[i]!.order_no }));
    });
  }

  // `update`: the complete order, while it can be edited; once submitted the destination
  // address stays as submitted.
  async update(memberId: number, body: OrderUpdateValue, locale: Locale): Promise<OrderSaved> {
    const existing = await this.ownOrder(memberId, body.id, 'edit', locale);
    if (existing.status !== S.draft && (existing.delivery_address !== body.deliveryaddress || existing.address_detail !== body.addressdetail)) {
      throw new AppError('ORDER_ADDRESS_LOCKED');
    }
    const { phones, flags } = await this.checks.check(body, locale);
    const now = new Date();
    return this.change(memberId, existing.id, locale, async (tx) => {
      const set = { ...this.columns(body, phones, flags, existing), updated_at: now.toISOString(), ...(await this.renumbered(existing, body, now, tx)) };
      if (!(await this.repo.update(memberId, existing.id, [existing.status], set, tx))) throw new ChangeRefused();
      await this.repo.replaceGoods(existing.id, goodsInserts(body.goods), tx);
      await this.saveParties(memberId, body, phones, tx);
      return { id: existing.id, orderNo: set.order_no ?? existing.order_no, status: existing.status, flags };
    });
  }

  async cancel(memberId: number, id: number, locale: Locale): Promise<void> {
    await this.ownOrder(memberId, id, 'cancel', locale);
    const stamp = new Date().toISOString();
    await this.change(memberId, id, locale, async (tx) => {
      if (!(await this.repo.update(memberId, id, [S.awaitingWarehousing], { status: S.cancelled, updated_at: stamp }, tx))) throw new ChangeRefused();
      await this.repo.insertEvent({ order_id: id, status: S.cancelled, time: stamp, place: null, note: null, staff_id: null, created_at: stamp }, tx);
    });
  }

  // Soft delete: the row stays for the records, out of every list and lookup.
  async delete(memberId: number, id: number, locale: Locale): Promise<void> {
    const row = await this.ownOrder(memberId, id, 'delete', locale);
    const stamp = new Date().toISOString();
    await this.change(memberId, id, locale, async (tx) => {
      if (!(await this.repo.update(memberId, id, [row.status], { deleted_at: stamp, updated_at: stamp }, tx))) throw new ChangeRefused();
    });
  }

  // A new draft with everything the member typed into the original (not its files, receipt
  // or history), under a new number.
  async copy(memberId: number, id: number, locale: Locale): Promise<OrderSaved> {
    await this.requireShippingArea(memberId);
    const original = await this.ownOrder(memberId, id, 'copy', locale);
    const goods = await this.repo.goods([original.id]);
    const flags = await this.checks.flags(goods.map((g) => ({ prodAttrArr: fromJson<number[]>(g.prod_attr_ids, []) })), original.channel_id, locale);
    // Every order has its transport type since its first save (the draft body requires it).
    const transportType = (original.transport_type ?? '1') as TransportType;
    const saved = await inTransaction(this.db, async (tx) => {
      // The shipping mark names one consignment: the copy starts without it.
      const copy = await this.insert(memberId, { ...copiedColumns(original), marks: null, status: S.draft, flagged: flags.length > 0 ? 1 : 0 }, { transportType }, new Date(), tx);
      await this.repo.insertGoods(copy.id, copiedGoods(goods), tx);
      return copy;
    });
    return { ...saved, status: S.draft, flags };
  }

  // `submit`: several drafts (imported ones, "submit selected"); each is submitted with the
  // checks of `create`, or refused with the reason in the caller's language.
  async submitMany(memberId: number, ids: readonly number[], locale: Locale): Promise<OrderSubmitResult> {
    await this.requireShippingArea(memberId);
    await this.requireRealName(memberId);
    const result: OrderSubmitResult = { submitted: [], refused: [] };
    for (const id of new Set(ids)) {
      try {
        const row = await this.ownOrder(memberId, id, 'submit', locale);
        const parsed = orderSubmitBody.safeParse(bodyOf(row, await this.repo.goods([id])));
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = `${issueField(issue)}: ${issueText(issue, locale)}`;
          result.refused.push({ id, reason: format(VALIDATION_MESSAGES['v.order.incomplete'][locale], { field }) });
          continue;
        }
        await this.submitNew(memberId, { ...parsed.data, id }, null, locale);
        result.submitted.push(id);
      } catch (error) {
        result.refused.push({ id, reason: reasonOf(error, locale) });
      }
    }
    return result;
  }

  // ---------- helpers ----------

  private columns(input: OrderInput, phones: PartyPhones, flags: readonly GoodsFlag[], existing?: ShipOrderRow): OrderSet {
    // A flag staff set (with its reason) stands until staff lift it.
    const flagged = flags.length > 0 || (existing?.flagged === 1 && existing.flag_reason !== null);
    return { ...orderColumns(input, phones), flagged: flagged ? 1 : 0 };
  }

  private async nextOrderNo(transportType: OrderInput['transportType'], at: Date, tx: Executor): Promise<string> {
    const prefix = orderNoPrefix(transportType, at);
    return orderNo(prefix, await this.repo.nextSequence(prefix, tx));
  }

  // A draft whose transport type changed takes a number of the new prefix; a submitted order
  // keeps the number it was given (it may be printed on cartons already).
  private async renumbered(existing: ShipOrderRow, input: { transportType: OrderInput['transportType'] }, at: Date, tx: Executor): Promise<{ order_no?: string }> {
    if (existing.status !== S.draft || existing.transport_type === input.transportType) return {};
    return { order_no: await this.nextOrderNo(input.transportType, at, tx) };
  }

  private async insert(
    memberId: number,
    values: OrderSet & { status: OrderStatus },
    input: { transportType: OrderInput['transportType'] },
    at: Date,
    tx: Executor,
  ): Promise<{ id: number; orderNo: string }> {
    const no = await this.nextOrderNo(input.transportType, at, tx);
    const id = await this.repo.insert(this.newRow(memberId, values, no, at.toISOString()), tx);
    return { id, orderNo: no };
  }

  // A new order of the member, typed by the member.
  private newRow(memberId: number, values: OrderSet & { status: OrderStatus }, no: string, stamp: string): OrderInsert {
    return { ...values, member_id: memberId, creator_type: CREATOR_TYPE.member, creator_staff_id: null, order_no: no, created_at: stamp, updated_at: stamp };
  }

  // "Save to address book": the typed consignor becomes a supplier, the consignee a customer.
  private async saveParties(memberId: number, input: OrderInput, phones: PartyPhones, tx: Executor) {
    const save = async (kind: 'supplier' | 'customer', party: OrderInput['consignor'], phone: string | null) => {
      if (!party?.name || !party.areaCode || !phone) return;
      await this.deps.contacts.saveParty({ memberId, kind }, { ...party, name: party.name, areaCode: party.areaCode, phone, marks: input.marks }, tx);
    };
    if (input.saveConsignor) await save('supplier', input.consignor, phones.consignor);
    if (input.saveConsignee) await save('customer', input.consignee, phones.consignee);
  }

  private async saved(row: ShipOrderRow, locale: Locale): Promise<OrderSaved> {
    const goods = await this.repo.goods([row.id]);
    const flags = await this.checks.flags(goods.map((g) => ({ prodAttrArr: fromJson<number[]>(g.prod_attr_ids, []) })), row.channel_id, locale);
    return { id: row.id, orderNo: row.order_no, status: statusIn(ORDER_STATUSES, row.status), flags };
  }
}

// A conditional status change found the order no longer in the status it was read in.
class ChangeRefused extends Error {}

// Why one order of a batch was refused, in the caller's language.
function reasonOf(error: unknown, locale: Locale): string {
  if (error instanceof FieldsError) {
    const problem = error.problems[0]!;
    return format(VALIDATION_MESSAGES['v.order.incomplete'][locale], { field: `${problem.field}: ${format(VALIDATION_MESSAGES[problem.rule][locale], problem.params)}` });
  }
  if (error instanceof AppError) {
    const fields = (error.data as { fields?: { field: string }[] } | null)?.fields;
    const message = errorMessage(error.errorName, locale, error.params);
    return fields?.length ? `${message}: ${fields.map((f) => f.field).join(', ')}` : message;
  }
  throw error;
}
