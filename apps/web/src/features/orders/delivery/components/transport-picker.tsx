import { dictLabel } from '@portal/contracts/locale';
import { Modal, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { useLocale } from '../../../../lib/i18n';
import { useDictEntries } from '../../../../lib/system-api';

// The sidebar's Ship button opens this: pick a transport type (the `transport_type`
// dictionary), then the shipping form for it.
export function TransportPicker({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data, isPending, isError, isFetching, refetch } = useDictEntries('transport_type');
  const [chosen, setChosen] = useState<string>();
  const value = chosen ?? data?.[0]?.value;

  const go = () => {
    if (!value) return;
    onClose();
    onGo?.();
    void navigate(`/jiedao/jd-delivery?tranfId=${encodeURIComponent(value)}`);
  };

  return (
    <Modal
      open={open}
      title={t('delivery.picker.transportTitle')}
      okText={t('delivery.picker.continue')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !value }}
      onOk={go}
      onCancel={onClose}
      width={420}
    >
      {isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {isError ? <LoadError onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data ? (
        <Radio.Group
          aria-label={t('orders.field.transportType')}
          value={value}
          onChange={(event) => setChosen(String(event.target.value))}
          vertical
          options={data.map((entry) => ({ value: entry.value, label: dictLabel(entry, locale) }))}
        />
      ) : null}
    </Modal>
  );
}
