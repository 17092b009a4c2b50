import type { Locale } from '@portal/contracts/locale';
import { format } from '@portal/contracts/locale';
import type { GoodsFlag, OrderDraftValue } from '@portal/contracts/order';
import { STATUS_ENABLED } from '@portal/contracts/system';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation';
import { AppError, FieldsError, type FieldProblem } from '../../lib/app-error.js';
import { nationalPhone } from '../../lib/phone.js';
import type { OrderPlacesRepository } from './order-places.repository.js';

// What any order body carries: a complete order (create, update) gives every field a draft
// may leave out, so both are checked as this.
export type OrderInput = OrderDraftValue;

// The parties' phones in national form (how members' mobiles are stored, so a consignee's
// phone finds the member it belongs to), null where not given.
export interface PartyPhones {
  consignor: string | null;
  consignee: string | null;
  controller: string | null;
}

type Named = { name_zh: string; name_en: string; name_fr: string };

export function nameIn(row: Named, locale: Locale): string {
  return locale === 'zh_CN' ? row.name_zh : locale === 'fr_FR' ? row.name_fr : row.name_en;
}

const enabled = (row: { status: number } | undefined) => row !== undefined && row.status === STATUS_ENABLED;

// The reference rows some orders point at, read once for all of them.
interface References {
  units: Set<string>;
  attrs: Map<number, Awaited<ReturnType<OrderPlacesRepository['productAttrs']>>[number]>;
  regions: Map<number, Awaited<ReturnType<OrderPlacesRepository['regions']>>[number]>;
  warehouses: Map<number, Awaited<ReturnType<OrderPlacesRepository['warehouses']>>[number]>;
  channels: Map<number, Awaited<ReturnType<OrderPlacesRepository['channels']>>[number]>;
  // The opened routes leaving the start warehouses the orders name.
  routes: Awaited<ReturnType<OrderPlacesRepository['openRoutes']>>;
}

export interface CheckResult {
  phones: PartyPhones;
  flags: GoodsFlag[];
}

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
const defined = <T>(values: readonly (T | undefined)[]) => values.filter((value): value is T => value !== undefined);

// The rules of an order that need the database or phone metadata (docs/orders.md, "Checks"):
// phone numbers under their area codes, units and product attributes that exist, a route
// whose places and channel exist and fit together, and the goods flags of the channel.
export class OrderChecks {
  constructor(private readonly places: OrderPlacesRepository) {}

  // Checks what the body holds (a draft's missing fields are not looked at); throws a 400
  // naming each bad field, or ORDER_ROUTE_UNAVAILABLE naming the route fields that do not fit.
  async check(input: OrderInput, locale: Locale): Promise<CheckResult> {
    return this.judge(input, await this.references([input]), locale);
  }

  // The same checks of many orders (an import), reading the reference rows once: for each,
  // its result or the error `check` would throw.
  async checkMany(inputs: readonly OrderInput[], locale: Locale): Promise<(CheckResult | AppError)[]> {
    const references = await this.references(inputs);
    return inputs.map((input) => {
      try {
        return this.judge(input, references, locale);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    });
  }

  // The flags of stored goods lines (the detail answer), in the reader's language.
  async flags(goods: readonly { prodAttrArr: readonly number[] }[], channelId: number | null, locale: Locale): Promise<GoodsFlag[]> {
    if (channelId === null || goods.every((g) => g.prodAttrArr.length === 0)) return [];
    const [channels, attrs] = await Promise.all([this.places.channels([channelId]), this.places.productAttrs(goods.flatMap((g) => g.prodAttrArr))]);
    return flagsOf(goods, channels[0], new Map(attrs.map((a) => [a.id, a])), locale);
  }

  private async references(inputs: readonly OrderInput[]): Promise<References> {
    const goods = inputs.flatMap((input) => input.goods ?? []);
    const [units, attrs, regions, warehouses, channels, routes] = await Promise.all([
      this.places.enabledUnits(goods.flatMap((g) => (g.unit ? [g.unit] : []))),
      this.places.productAttrs(goods.flatMap((g) => g.prodAttrArr ?? [])),
      this.places.regions(defined(inputs.flatMap((i) => [i.startCityId, i.destCountryId, i.destCityId]))),
      this.places.warehouses(defined(inputs.flatMap((i) => [i.startWarehouseId, i.destWarehouseId]))),
      this.places.channels(defined(inputs.map((i) => i.channelId))),
      this.places.openRoutes(defined(inputs.map((i) => i.startWarehouseId))),
    ]);
    return { units, attrs: byId(attrs), regions: byId(regions), warehouses: byId(warehouses), channels: byId(channels), routes };
  }

  private judge(input: OrderInput, references: References, locale: Locale): CheckResult {
    const problems: FieldProblem[] = [];
    const phone = (party: { areaCode?: string | undefined; phone?: string | undefined } | undefined, field: string): string | null => {
      if (!party?.phone) return null;
      // A draft may hold a phone before its area code: kept as typed, checked on submit.
      if (!party.areaCode) return party.phone;
      const national = nationalPhone(party.areaCode, party.phone);
      if (national === null) problems.push({ field: `${field}.phone`, rule: 'v.phone.format' });
      return national;
    };
    const phones = {
      consignor: phone(input.consignor, 'consignor'),
      consignee: phone(input.consignee, 'consignee'),
      controller: input.isCargoControl ? phone(input.controller, 'controller') : null,
    };

    const goods = input.goods ?? [];
    goods.forEach((line, i) => {
      if (line.unit && !references.units.has(line.unit)) problems.push({ field: `goods.${i}.unit`, rule: 'v.invalid' });
      (line.prodAttrArr ?? []).forEach((id, j) => {
        if (!enabled(references.attrs.get(id))) problems.push({ field: `goods.${i}.prodAttrArr.${j}`, rule: 'v.invalid' });
      });
    });
    if (problems.length > 0) throw new FieldsError(problems);

    const channel = checkRoute(input, references, locale);
    return { phones, flags: flagsOf(goods, channel, references.attrs, locale) };
  }
}

// Each place must exist, be open and be of its kind; a city must lie in the chosen country,
// a warehouse in the chosen city, the channel carry the transport type, and a route be
// opened between the warehouses on that channel. Answers the channel row when one is chosen.
function checkRoute(input: OrderInput, references: References, locale: Locale) {
  const region = (id: number | undefined) => (id === undefined ? undefined : references.regions.get(id));
  const warehouse = (id: number | undefined) => (id === undefined ? undefined : references.warehouses.get(id));
  const bad = new Set<string>();

  const startCity = region(input.startCityId);
  if (input.startCityId !== undefined && !(enabled(startCity) && startCity!.type === 'city' && startCity!.trade_type === 'start')) bad.add('startCityId');
  const country = region(input.destCountryId);
  if (input.destCountryId !== undefined && !(enabled(country) && country!.type === 'country')) bad.add('destCountryId');
  const destCity = region(input.destCityId);
  if (input.destCityId !== undefined) {
    const fits = enabled(destCity) && destCity!.type === 'city' && destCity!.trade_type === 'dest';
    if (!fits || (country && destCity!.country_code !== country.code)) bad.add('destCityId');
  }
  const start = warehouse(input.startWarehouseId);
  if (input.startWarehouseId !== undefined) {
    if (!(enabled(start) && start!.type === 'start') || (input.startCityId !== undefined && start!.city_id !== input.startCityId)) bad.add('startWarehouseId');
  }
  const dest = warehouse(input.destWarehouseId);
  if (input.destWarehouseId !== undefined) {
    if (!(enabled(dest) && dest!.type === 'dest') || (input.destCityId !== undefined && dest!.city_id !== input.destCityId)) bad.add('destWarehouseId');
  }
  const channel = input.channelId === undefined ? undefined : references.channels.get(input.channelId);
  if (input.channelId !== undefined && !(enabled(channel) && channel!.transport_type === input.transportType)) bad.add('channelId');

  if (input.startWarehouseId !== undefined && !['startWarehouseId', 'destWarehouseId', 'channelId'].some((f) => bad.has(f))) {
    // A route leaves the start warehouse by the transport type, to the destination and on the
    // channel when given (a route without a channel takes any channel of its transport type).
    const open = references.routes.some(
      (r) =>
        r.start_warehouse_id === input.startWarehouseId &&
        r.transport_type === input.transportType &&
        (input.destWarehouseId === undefined || r.dest_warehouse_id === input.destWarehouseId) &&
        (input.channelId === undefined || r.channel_id === null || r.channel_id === input.channelId),
    );
    if (!open) for (const field of ['startWarehouseId', 'destWarehouseId', 'channelId'] as const) if (input[field] !== undefined) bad.add(field);
  }
  if (bad.size > 0) {
    const message = VALIDATION_MESSAGES['v.order.route.unavailable'][locale];
    throw new AppError('ORDER_ROUTE_UNAVAILABLE', undefined, { fields: [...bad].map((field) => ({ field, rule: 'v.order.route.unavailable', message })) });
  }
  return channel;
}

// A line is flagged for each restricted product attribute it has when the channel does not
// take restricted goods. Without a channel nothing is flagged yet.
function flagsOf(
  goods: readonly { prodAttrArr?: readonly number[] | undefined }[],
  channel: (Named & { accepts_restricted: number }) | undefined,
  attrs: Map<number, Named & { restricted: number }>,
  locale: Locale,
): GoodsFlag[] {
  if (!channel || channel.accepts_restricted === 1) return [];
  const template = VALIDATION_MESSAGES['v.order.goods.restricted'][locale];
  return goods.flatMap((line, i) =>
    (line.prodAttrArr ?? []).flatMap((id) => {
      const attr = attrs.get(id);
      if (!attr || attr.restricted !== 1) return [];
      return [{ line: i, prodAttrId: id, reason: format(template, { attr: nameIn(attr, locale), channel: nameIn(channel, locale) }) }];
    }),
  );
}
