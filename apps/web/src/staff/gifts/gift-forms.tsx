import {
  activitySaveBody,
  GIFT_EXCHANGE_METHOD,
  GIFT_POINTS_MAX,
  GIFT_STOCK_MAX,
  giftSaveBody,
  giftStockBody,
  outletSaveBody,
  type StaffActivity,
  type StaffGiftItem,
  type StaffOutlet,
  type StoredTexts,
} from '@portal/contracts/gifts';
import type { Localized } from '@portal/contracts/locale';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useCallback, useRef } from 'react';
import { FormModal } from '../../components/form-modal';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { emptyLocalized, LocalizedFields } from '../localized-fields';
import { GiftImagesField } from './gift-images-field';
import { useGiftChange } from './gifts-api';
import { useGiftsText } from './gifts-texts';

// The gifts desk's dialogs: a gift, its stock, an outlet, an activity. Names in Chinese and
// English are required (French falls back to English); longer texts may stay blank.

const loadGift = () => Promise.resolve(giftSaveBody);
const loadStock = () => Promise.resolve(giftStockBody);
const loadOutlet = () => Promise.resolve(outletSaveBody);
const loadActivity = () => Promise.resolve(activitySaveBody);

const filled = (texts: StoredTexts): Localized => ({ zh_CN: texts.zh_CN ?? '', en_US: texts.en_US ?? '', fr_FR: texts.fr_FR ?? '' });
const METHOD_NAME = { [GIFT_EXCHANGE_METHOD.pickup]: 'pickup', [GIFT_EXCHANGE_METHOD.seaShipment]: 'seaShipment' } as const;

interface GiftValues {
  name: Localized;
  description: Localized;
  images: string[];
  points?: number;
  sort: number;
}

export function GiftForm({ gift, onClose }: { gift: StaffGiftItem | null; onClose: () => void }) {
  const tg = useGiftsText();
  const field = useZodFields(loadGift);
  const change = useGiftChange();
  const uploading = useRef(false);
  const onBusyChange = useCallback((busy: boolean) => {
    uploading.current = busy;
  }, []);
  const initial: GiftValues = gift
    ? { name: filled(gift.nameTexts), description: filled(gift.descriptionTexts), images: gift.images, points: gift.points, sort: gift.sort }
    : { name: emptyLocalized(), description: emptyLocalized(), images: [], sort: 0 };
  return (
    <FormModal<GiftValues>
      name="staff-gift"
      title={gift ? tg('catalogue.editTitle') : tg('catalogue.newTitle')}
      width={640}
      initialValues={initial}
      okText={tg('save')}
      successText={gift ? tg('catalogue.saved') : tg('catalogue.created')}
      onClose={onClose}
      onSubmit={async (values) => {
        if (uploading.current) {
          feedback.warning(tg('images.wait'));
          throw new Error('uploads under way');
        }
        const body = giftSaveBody.parse({ ...values, ...(gift ? { id: gift.id } : {}) });
        await change.mutateAsync({ kind: 'gift', body });
      }}
    >
      <LocalizedFields name="name" label={tg('catalogue.name')} max={100} optional={['fr_FR']} field={field} />
      <LocalizedFields name="description" label={tg('catalogue.description')} max={2000} rows={3} optional={['zh_CN', 'en_US', 'fr_FR']} field={field} />
      <Form.Item name="images" label={tg('catalogue.images')} {...field('images', false)}>
        <GiftImagesField onBusyChange={onBusyChange} />
      </Form.Item>
      <Form.Item name="points" label={tg('catalogue.points')} {...field('points')}>
        <InputNumber min={1} max={GIFT_POINTS_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="sort" label={tg('sort')} extra={tg('sortHint')} {...field('sort', false)}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}

// Stock in (a positive number) or out (a negative one); never below zero.
export function StockForm({ gift, name, onClose }: { gift: StaffGiftItem; name: string; onClose: () => void }) {
  const tg = useGiftsText();
  const field = useZodFields(loadStock);
  const change = useGiftChange();
  return (
    <FormModal<{ delta?: number }>
      name="staff-gift-stock"
      title={tg('stock.title', { name })}
      okText={tg('stock.ok')}
      successText={tg('stock.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = giftStockBody.parse({ ...values, id: gift.id });
        await change.mutateAsync({ kind: 'stock', id: body.id, delta: body.delta });
      }}
    >
      <p>{tg('stock.now', { count: gift.stock })}</p>
      <Form.Item name="delta" label={tg('stock.delta')} extra={tg('stock.hint')} {...field('delta')}>
        <InputNumber min={-GIFT_STOCK_MAX} max={GIFT_STOCK_MAX} precision={0} />
      </Form.Item>
    </FormModal>
  );
}

interface OutletValues {
  name: Localized;
  city: string;
  address: string;
  phone: string;
  method?: number;
  pickupPoints?: number;
  enabled: boolean;
  sort: number;
}

export function OutletForm({ outlet, onClose }: { outlet: StaffOutlet | null; onClose: () => void }) {
  const tg = useGiftsText();
  const field = useZodFields(loadOutlet);
  const change = useGiftChange();
  const initial: OutletValues = outlet
    ? { name: filled(outlet.nameTexts), city: outlet.city, address: outlet.address, phone: outlet.phone, method: outlet.method, pickupPoints: outlet.pickupPoints, enabled: outlet.enabled, sort: outlet.sort }
    : { name: emptyLocalized(), city: '', address: '', phone: '', pickupPoints: 0, enabled: true, sort: 0 };
  return (
    <FormModal<OutletValues>
      name="staff-gift-outlet"
      title={outlet ? tg('outlets.editTitle') : tg('outlets.newTitle')}
      width={600}
      initialValues={initial}
      okText={tg('save')}
      successText={tg('outlets.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = outletSaveBody.parse({ ...values, ...(outlet ? { id: outlet.id } : {}) });
        await change.mutateAsync({ kind: 'outlet', body });
      }}
    >
      <LocalizedFields name="name" label={tg('outlets.name')} max={60} optional={['fr_FR']} field={field} />
      <Form.Item name="city" label={tg('outlets.city')} {...field('city')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="address" label={tg('outlets.address')} {...field('address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="phone" label={tg('outlets.phone')} {...field('phone', false)}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="method" label={tg('outlets.method')} {...field('method')}>
        <Select options={Object.values(GIFT_EXCHANGE_METHOD).map((value) => ({ value, label: tg(`methods.${METHOD_NAME[value]}`) }))} />
      </Form.Item>
      <Form.Item name="pickupPoints" label={tg('outlets.pickupPoints')} extra={tg('outlets.pickupHint')} {...field('pickupPoints')}>
        <InputNumber min={0} max={GIFT_POINTS_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="sort" label={tg('sort')} extra={tg('sortHint')} {...field('sort', false)}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={tg('outlets.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

interface ActivityValues {
  title: Localized;
  content: Localized;
  image: string;
  giftId?: number | null;
  startDate: string;
  endDate: string;
  enabled: boolean;
}

// An activity: a campaign page members read, perhaps about one gift, perhaps between two days.
function activityBody(values: ActivityValues) {
  return { ...values, giftId: values.giftId ?? null, startDate: values.startDate || null, endDate: values.endDate || null };
}

export function ActivityForm({ activity, onClose }: { activity: StaffActivity | null; onClose: () => void }) {
  const tg = useGiftsText();
  const field = useZodFields(loadActivity, activityBody);
  const change = useGiftChange();
  const initial: ActivityValues = activity
    ? {
        title: filled(activity.titleTexts),
        content: filled(activity.contentTexts),
        image: activity.image ?? '',
        giftId: activity.giftId,
        startDate: activity.startDate ?? '',
        endDate: activity.endDate ?? '',
        enabled: activity.enabled,
      }
    : { title: emptyLocalized(), content: emptyLocalized(), image: '', giftId: null, startDate: '', endDate: '', enabled: true };
  return (
    <FormModal<ActivityValues>
      name="staff-gift-activity"
      title={activity ? tg('activities.editTitle') : tg('activities.newTitle')}
      width={640}
      initialValues={initial}
      okText={tg('save')}
      successText={tg('activities.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = activitySaveBody.parse({ ...activityBody(values), ...(activity ? { id: activity.id } : {}) });
        await change.mutateAsync({ kind: 'activity', body });
      }}
    >
      <LocalizedFields name="title" label={tg('activities.titleField')} max={100} optional={['fr_FR']} field={field} />
      <LocalizedFields name="content" label={tg('activities.content')} max={5000} rows={4} optional={['zh_CN', 'en_US', 'fr_FR']} field={field} />
      <Form.Item name="image" label={tg('activities.image')} extra={tg('catalogue.imagesHint', { max: 1 })} {...field('image', false)}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="giftId" label={tg('activities.gift')} extra={tg('activities.giftHint')} {...field('giftId', false)}>
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item name="startDate" label={tg('activities.start')} {...field('startDate', false)}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="endDate" label={tg('activities.end')} {...field('endDate', false)}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="enabled" label={tg('activities.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
