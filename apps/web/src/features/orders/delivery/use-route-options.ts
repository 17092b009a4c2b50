import type { TradeCityItem, WarehouseCountry } from '@portal/contracts/ecw';
import { dictLabel } from '@portal/contracts/locale';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useDictEntries } from '../../../lib/system-api';
import { useChannels, useOpenedRoutes, useTradeCities, useWarehouseTree } from './delivery-api';
import type { DeliveryValues } from './delivery-values';
import { routeChoices } from './route-choices';

// What the route step offers, whichever controls draw it (antd's Select on a desk, the phone's
// own picker on a phone): each list narrowed to what the opened routes allow.

export interface RouteOption {
  value: number;
  label: string;
}

// Options narrowed to what the opened routes allow; while the routes are not known, all.
function narrowed(options: RouteOption[], allowed: Set<number> | undefined): RouteOption[] {
  return allowed ? options.filter((option) => allowed.has(option.value)) : options;
}

function warehousesIn(tree: WarehouseCountry[] | undefined, cityId: number | null | undefined) {
  return (tree ?? []).flatMap((country) => country.cities.filter((city) => city.id === cityId).flatMap((city) => city.warehouses));
}

function countriesOf(cities: TradeCityItem[] | undefined) {
  const byId = new Map((cities ?? []).map((city) => [city.country.id, city.country]));
  return [...byId.values()];
}

export function useRouteOptions(values: DeliveryValues) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: transportTypes } = useDictEntries('transport_type');
  const startCities = useTradeCities('start');
  const destCities = useTradeCities('dest');
  const startTree = useWarehouseTree('start');
  const destTree = useWarehouseTree('dest');
  const routes = useOpenedRoutes(values.transportType);
  const channels = useChannels(values.transportType);

  const choices = routes.data ? routeChoices(routes.data, values) : undefined;
  const named = <T extends { id: number; nameZh: string; nameEn: string; nameFr: string }>(items: T[]) =>
    items.map((item) => ({ value: item.id, label: placeName(item, locale) }));

  const channelOptions = (channels.data ?? [])
    .filter((channel) => !choices || choices.channels.has(channel.id))
    .map((channel) => {
      const days = choices?.channels.get(channel.id);
      const transit = days?.min != null && days.max != null ? ` · ${t('delivery.route.transitDays', { min: days.min, max: days.max })}` : '';
      return { value: channel.id, label: `${placeName(channel, locale)}${transit}` };
    });
  // Reference data that did not load: say so and offer to try again, rather than empty lists.
  const failed = [startCities, destCities, startTree, destTree, routes, channels].filter((query) => query.isError);
  return {
    transportTypes: (transportTypes ?? []).map((entry) => ({ value: entry.value, label: dictLabel(entry, locale) })),
    startCities: narrowed(named(startCities.data ?? []), choices?.startCityIds),
    startWarehouses: narrowed(named(warehousesIn(startTree.data, values.startCityId)), choices?.startWarehouseIds),
    destCountries: narrowed(named(countriesOf(destCities.data)), choices?.destCountryIds),
    destCities: narrowed(named((destCities.data ?? []).filter((city) => city.country.id === values.destCountryId)), choices?.destCityIds),
    destWarehouses: narrowed(named(warehousesIn(destTree.data, values.destCityId)), choices?.destWarehouseIds),
    channels: channelOptions,
    loading: { startCities: startCities.isPending, destCities: destCities.isPending, channels: channels.isPending && values.transportType !== undefined },
    noRoute: Boolean(choices && values.startCityId && values.destCityId && choices.channels.size === 0 && routes.data),
    failed: failed.length > 0,
    retrying: failed.some((query) => query.isFetching),
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}

// Choosing a place clears the ones after it, which may not fit any more.
export const CLEARS = {
  transportType: ['startWarehouseId', 'destWarehouseId', 'channelId'],
  startCityId: ['startWarehouseId', 'channelId'],
  startWarehouseId: ['channelId'],
  destCountryId: ['destCityId', 'destWarehouseId', 'channelId'],
  destCityId: ['destWarehouseId', 'channelId'],
  destWarehouseId: ['channelId'],
} as const satisfies Partial<Record<keyof DeliveryValues, readonly (keyof DeliveryValues)[]>>;

// Step 1's state, for whichever controls draw it: the values, their options, and "choosing a
// place clears the ones after it". Worked out by the form (delivery-form.tsx) rather than by
// each step, so the desk's step, which the route table may load before the form, carries none
// of this (and the phone's first load one file less).
export function useRouteStep() {
  const form = Form.useFormInstance<DeliveryValues>();
  const values = Form.useWatch((all: DeliveryValues) => all, form) ?? {};
  const options = useRouteOptions(values);
  const clear = (name: keyof typeof CLEARS) => () => form.setFieldsValue(Object.fromEntries(CLEARS[name].map((next) => [next, undefined])));
  return { values, options, clear };
}

export type RouteStepState = ReturnType<typeof useRouteStep>;
