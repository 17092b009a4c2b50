import { insuranceFee } from '@portal/contracts/order-choices';
import { Alert, Descriptions, Form, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '@portal/contracts/locale';
import { useKeyboardScrollable } from '../../../../components/use-keyboard-scrollable';
import { useLocale } from '../../../../lib/i18n';
import { placeName, type Named } from '../../../../lib/place-name';
import { useDictEntries } from '../../../../lib/system-api';
import { formatKg, formatM3, toMinor } from '../../units';
import { useChannels, useProductAttrs, useTradeCities, useUnits, useWarehouseTree } from '../delivery-api';
import { goodsTotals } from '../delivery-totals';
import { goodsLineBody, type DeliveryValues, type GoodsLineValues, type PartyValues } from '../delivery-values';
import { refusedAttrs } from '../route-choices';
import { GoodsTotalsBar } from './goods-totals';
import styles from './delivery-form.module.css';
import { formatMinor } from '../../../../lib/money';

function nameOf(items: readonly (Named & { id: number })[] | undefined, id: number | null | undefined, locale: Parameters<typeof placeName>[1]): string {
  const found = id === null || id === undefined ? undefined : items?.find((item) => item.id === id);
  return found ? placeName(found, locale) : '';
}

const partyText = (party: PartyValues | undefined): ReactNode =>
  party ? [party.name, party.company, party.areaCode && party.phone ? `+${party.areaCode} ${party.phone}` : party.phone, party.email].filter(Boolean).join(' · ') : '';

// Step 5: the whole order read back before it is sent, with its totals and what would be flagged.
export function ReviewStep() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<DeliveryValues>();
  const values = Form.useWatch((all: DeliveryValues) => all, form) ?? {};
  const scrollable = useKeyboardScrollable();
  const { data: transportTypes } = useDictEntries('transport_type');
  const { data: startCities } = useTradeCities('start');
  const { data: destCities } = useTradeCities('dest');
  const { data: startTree } = useWarehouseTree('start');
  const { data: destTree } = useWarehouseTree('dest');
  const { data: channels } = useChannels(values.transportType);
  const { data: units } = useUnits();
  const { data: attrs } = useProductAttrs();
  const currency = values.currency ?? 'USD';
  const channel = channels?.find((item) => item.id === values.channelId);
  const warehouses = (tree: typeof startTree) => tree?.flatMap((country) => country.cities.flatMap((city) => city.warehouses));
  const destCountries = destCities?.map((city) => city.country);
  const yes = (value: boolean | undefined) => t(value ? 'delivery.review.yes' : 'delivery.review.no');
  const worth = goodsTotals(values.goods).worth;
  const flagged = (values.goods ?? []).flatMap((line, index) => {
    const refused = refusedAttrs(line.prodAttrArr, attrs ?? [], channel);
    return refused.length ? [t('delivery.review.flaggedLine', { line: index + 1, attrs: refused.map((a) => placeName(a, locale)).join(', ') })] : [];
  });

  const transport = transportTypes?.find((entry) => entry.value === values.transportType);
  const place = (...parts: string[]) => parts.filter(Boolean).join(' · ');
  const unitName = (code: string | undefined) => {
    const unit = units?.find((item) => item.code === code);
    return unit ? placeName(unit, locale) : (code ?? '');
  };

  return (
    <div className={styles.review}>
      {flagged.length > 0 ? (
        <Alert type="warning" showIcon title={t('delivery.review.flagged')} description={<ul className={styles.plainList}>{flagged.map((text) => <li key={text}>{text}</li>)}</ul>} />
      ) : null}
      <Descriptions
        title={t('delivery.steps.route')}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'type', label: t('orders.field.orderType'), children: values.orderType ? t(`orders.orderType.${values.orderType}`) : '' },
          { key: 'transport', label: t('orders.field.transportType'), children: transport ? dictLabel(transport, locale) : '' },
          { key: 'from', label: t('delivery.review.from'), children: place(nameOf(startCities, values.startCityId, locale), nameOf(warehouses(startTree), values.startWarehouseId, locale)) },
          {
            key: 'to',
            label: t('delivery.review.to'),
            children: place(nameOf(destCountries, values.destCountryId, locale), nameOf(destCities, values.destCityId, locale), nameOf(warehouses(destTree), values.destWarehouseId, locale)),
          },
          { key: 'channel', label: t('orders.field.channel'), children: channel ? placeName(channel, locale) : '' },
        ]}
      />
      <Descriptions
        title={t('delivery.steps.parties')}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'consignor', label: t('orders.field.consignor'), children: partyText(values.consignor) },
          { key: 'consignee', label: t('orders.field.consignee'), children: partyText(values.consignee) },
          { key: 'control', label: t('orders.field.isCargoControl'), children: values.isCargoControl ? partyText(values.controller) : yes(false) },
        ]}
      />
      <Descriptions title={t('delivery.steps.goods')} size="small" column={1} items={[{ key: 'marks', label: t('orders.field.marks'), children: values.marks }]} />
      <Table<GoodsLineValues & { key: number }>
        ref={scrollable}
        size="small"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={(values.goods ?? []).map((line, index) => ({ ...line, key: index }))}
        columns={[
          { title: '#', key: 'line', width: 40, render: (_, __, index) => index + 1 },
          { title: t('orders.field.goods'), key: 'name', render: (_, line) => place(line.proZh ?? '', line.proEn ?? '') },
          { title: t('orders.field.num'), key: 'num', width: 70, render: (_, line) => line.num },
          {
            title: t('orders.field.quantity'),
            key: 'quantity',
            width: 110,
            render: (_, line) => place(String(line.quantity ?? ''), unitName(line.unit)),
          },
          { title: t('orders.field.volume'), key: 'volume', width: 100, render: (_, line) => formatM3(goodsLineBody(line).volume, locale) },
          { title: t('orders.field.weight'), key: 'weight', width: 100, render: (_, line) => formatKg(goodsLineBody(line).weight, locale) },
          { title: t('orders.field.worth'), key: 'worth', width: 110, render: (_, line) => formatMinor(goodsLineBody(line).worth, currency, locale) },
        ]}
      />
      <GoodsTotalsBar />
      <Descriptions
        title={t('delivery.steps.services')}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'harvest', label: t('orders.field.harvestMethod'), children: values.harvestMethod ? t(`orders.harvestMethod.${values.harvestMethod}`) : '' },
          { key: 'date', label: t('orders.field.deliveryDate'), children: values.deliveryDate?.format('YYYY-MM-DD') },
          { key: 'address', label: t('delivery.services.destination'), children: place(values.deliveryaddress ?? '', values.addressdetail ?? '') },
          { key: 'customs', label: t('orders.field.customsType'), children: values.customsType ? t(`orders.customsType.${values.customsType}`) : '' },
          { key: 'drawee', label: t('orders.field.drawee'), children: values.drawee ? t(`orders.drawee.${values.drawee}`) : '' },
          { key: 'collection', label: t('orders.field.isCollection'), children: values.isCollection ? formatMinor(toMinor(values.collectionProxy ?? 0), currency, locale) : yes(false) },
          { key: 'insurance', label: t('orders.field.insuranceFee'), children: values.isInsured ? formatMinor(insuranceFee(worth), currency, locale) : yes(false) },
        ]}
      />
    </div>
  );
}
