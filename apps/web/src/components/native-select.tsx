import { ConfigProvider, theme } from 'antd';
import type { CSSProperties, SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  options: NativeSelectOption[];
  value?: string;
  onChange?: (value: string | undefined) => void;
  // Text of the empty first entry; without it there is no empty entry.
  placeholder?: string;
  variant?: 'outlined' | 'borderless';
  // 'error' draws the red border of an invalid field (see Form.Item.useStatus).
  status?: string;
}

// A styled <select>: accessible, the phone's own picker on small screens, and a fraction of
// the weight of antd's Select, which the login page cannot afford. Works as a Form.Item child.
export function NativeSelect({
  options,
  value,
  onChange,
  placeholder,
  variant,
  status,
  className,
  style,
  ...rest
}: NativeSelectProps) {
  const { token } = theme.useToken();
  const { componentSize: size } = ConfigProvider.useConfig();
  const classes = [
    styles.select,
    size === 'large' ? styles.large : '',
    size === 'small' ? styles.small : '',
    variant === 'borderless' ? styles.borderless : '',
    status === 'error' ? styles.error : '',
    // Nothing chosen: the placeholder in the placeholder colour, not like a chosen value.
    !value ? styles.placeholder : '',
    className ?? '',
  ];
  return (
    <select
      {...rest}
      className={classes.filter(Boolean).join(' ')}
      style={{ '--select-colour': token.colorPrimary, ...style } as CSSProperties}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value || undefined)}
    >
      {placeholder !== undefined || value === undefined ? <option value="">{placeholder ?? ''}</option> : null}
      {value !== undefined && !options.some((option) => option.value === value) ? (
        // The current value before its options have arrived.
        <option value={value}>{value}</option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
