import type { TransportType } from '@portal/contracts/statuses';
import { Select } from 'antd';

interface TransportSelectProps {
  id: string;
  placeholder: string;
  value: TransportType | undefined;
  loading: boolean;
  options: { value: TransportType; label: string }[];
  onChange: (value: TransportType | undefined) => void;
}

// The order lists' transport filter on a desk (antd's Select, a lazy part of the list:
// order-list-filters.tsx).
export function TransportSelect({ id, placeholder, value, loading, options, onChange }: TransportSelectProps) {
  return <Select<TransportType> id={id} allowClear placeholder={placeholder} value={value} loading={loading} options={options} onChange={onChange} />;
}
