import type { ControlEvent } from '@portal/contracts/cargo-control';
import { Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { formatDateTime, formatKg, formatM3 } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { useControlHistory } from '../api/cargo-control-api';
import { phoneText } from './control-display';

const KIND_COLOR: Record<ControlEvent['kind'], string> = { control: 'orange', release: 'green', transfer: 'blue' };

function personText(name: string | null, areaCode: string | null, phone: string | null): string {
  return [name, phoneText(areaCode, phone)].filter(Boolean).join(' ');
}

// One entry: what happened, when, who did it, and what it concerned.
function EventLines({ event }: { event: ControlEvent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lines: string[] = [];
  const who = personText(event.actorName, null, event.actorPhone);
  if (who) lines.push(t('cargo-control.history.by', { who }));
  if (event.pickNum !== null) lines.push(t('cargo-control.history.cartons', { count: event.pickNum }));
  if (event.pickVolume !== null || event.pickWeight !== null) {
    lines.push(t('cargo-control.history.picked', { volume: formatM3(event.pickVolume ?? 0, locale), weight: formatKg(event.pickWeight ?? 0, locale) }));
  }
  const consignee = personText(event.consigneeName, event.consigneeAreaCode, event.consigneePhone);
  if (consignee) lines.push(t('cargo-control.history.consignee', { who: consignee }));
  if (event.oldController && event.newController) {
    const { oldController: from, newController: to } = event;
    lines.push(t('cargo-control.history.handover', { from: personText(from.name, from.areaCode, from.phone), to: personText(to.name, to.areaCode, to.phone) }));
  }
  if (event.remarks) lines.push(t('cargo-control.history.remarks', { text: event.remarks }));
  return (
    <Flex vertical gap={2}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{t(`cargo-control.history.kind.${event.kind}`)}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(event.time)}</Typography.Text>
        {event.verifiedBy ? <Tag color={KIND_COLOR[event.kind]}>{t(`cargo-control.history.verifiedBy.${event.verifiedBy}`)}</Tag> : null}
      </Flex>
      {lines.map((line) => (
        <Typography.Text key={line} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}

// An order's control trail, oldest first: put under control, each release, each transfer.
export function ControlHistory({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const { t } = useTranslation();
  const history = useControlHistory(orderId);
  if (history.isError) return <LazyLoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  if (!history.data) return <Spin />;
  if (history.data.list.length === 0) return <Empty description={t('cargo-control.history.empty')} />;
  return (
    <section aria-label={t('cargo-control.history.title', { orderNo })}>
      <Timeline
        items={history.data.list.map((event) => ({ key: event.id, color: KIND_COLOR[event.kind], content: <EventLines event={event} /> }))}
      />
    </section>
  );
}

export function HistoryDrawer({ orderId, orderNo, onClose }: { orderId: number; orderNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  return (
    <Drawer open title={t('cargo-control.history.title', { orderNo })} onClose={onClose} size={phone ? '100%' : 520}>
      <ControlHistory orderId={orderId} orderNo={orderNo} />
    </Drawer>
  );
}
