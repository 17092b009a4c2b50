import type { OrderAbnormalEntry } from '@portal/contracts/abnormal';
import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';

const STATUS_COLOR = { 0: 'warning', 1: 'success', 2: 'processing' } as const satisfies Record<OrderAbnormalEntry['status'], string>;

// The order's abnormal items (its shipper only), each linking to its page under Exception
// handling, where the member handles it.
export function AbnormalBlock({ items }: { items: readonly OrderAbnormalEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <List
      dataSource={[...items].reverse()}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          actions={[
            <Link key="open" to={`/jiedao/jd-abnormal?status=all&id=${item.id}`}>
              {t('abnormal.order.open')}
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={
              <>
                {t(`abnormal.type.${item.type}`)}{' '}
                <Tag color={STATUS_COLOR[item.status]}>{t(item.claim && item.status === 2 ? 'abnormal.claim.awaiting' : `abnormal.status.${item.status}`)}</Tag>
              </>
            }
            description={
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                {item.description}
                {item.amount !== null && item.currency !== null
                  ? ` · ${formatMinor(item.amount, item.currency, locale)}`
                  : ''}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
