import { dictLabel } from '@portal/contracts/locale';
import { Button, Flex, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyLoadError } from '../../../../components/lazy-load-error';
import { useLocale } from '../../../../lib/i18n';
import { useDictEntries } from '../../../../lib/system-api';

// The sidebar's Ship button opens this: one button per transport type (the `transport_type`
// dictionary), each opening the shipping form for it. Buttons rather than a radio group and
// "Continue": one choice, one click, and nothing the member pages do not load already.
export function TransportPicker({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data, isPending, isError, isFetching, refetch } = useDictEntries('transport_type');

  const go = (value: string) => {
    onClose();
    onGo?.();
    void navigate(`/jiedao/jd-delivery?tranfId=${encodeURIComponent(value)}`);
  };

  return (
    <Modal open={open} title={t('delivery.picker.transportTitle')} footer={null} onCancel={onClose} width={420}>
      {isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {isError ? <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data ? (
        <Flex vertical gap={8}>
          {data.map((entry) => (
            <Button key={entry.value} block size="large" onClick={() => go(entry.value)}>
              {dictLabel(entry, locale)}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Modal>
  );
}
