import { lazy, Suspense } from 'react';
import { NativeSelect } from '../../../components/native-select';
import { useIsMobile } from '../../../lib/use-media-query';
import { ProductPicker } from './product-picker';

// What a light Form.Item gives its input (components/light-form.tsx).
export interface ChoiceProps<T> {
  id?: string;
  value?: T | undefined;
  onChange?: (value: T | undefined) => void;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

export interface ChoiceSelectProps<T> extends ChoiceProps<T> {
  options: { value: T; label: string }[];
  disabled?: boolean;
  placeholder?: string | undefined;
  // Told after a pick (the form item holds onChange): later choices depending on this one.
  onPicked?: () => void;
}

// antd's searchable Select is on a desk only, and comes after the page's own code: on a phone
// the price form's first load has no antd Select (docs/decisions.md, "The price check on a
// phone").
const loadDeskSelects = () => import('./desk-selects');
const DeskChoiceSelect = lazy(() => loadDeskSelects().then((module) => ({ default: module.DeskChoiceSelect })));
const DeskProductSelect = lazy(() => loadDeskSelects().then((module) => ({ default: module.ProductSelect })));

// Holds the select's room (and its label's target) while the desk's code loads.
function SelectLoading({ id }: { id: string | undefined }) {
  return <NativeSelect id={id} disabled options={[]} />;
}

// A choice among a few dozen: the phone's own picker (a wheel or a sheet, quicker than typing
// on a small screen), antd's searchable Select on a desk.
export function ChoiceSelect<T extends string | number>({ options, value, onChange, onPicked, ...props }: ChoiceSelectProps<T>) {
  const mobile = useIsMobile();
  // The chosen option's own value (a number stays a number).
  const pick = (chosen: string | number | undefined) => {
    onChange?.(options.find((option) => String(option.value) === String(chosen))?.value);
    onPicked?.();
  };
  if (mobile) {
    return (
      <NativeSelect
        {...props}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        value={value === undefined ? undefined : String(value)}
        onChange={pick}
      />
    );
  }
  return (
    <Suspense fallback={<SelectLoading id={props.id} />}>
      <DeskChoiceSelect {...props} options={options} value={value} onChange={pick} />
    </Suspense>
  );
}

// The product, searched on the server as the member types.
export function ProductChoice(props: ChoiceProps<number>) {
  const mobile = useIsMobile();
  if (mobile) return <ProductPicker {...props} />;
  return (
    <Suspense fallback={<SelectLoading id={props.id} />}>
      <DeskProductSelect {...props} />
    </Suspense>
  );
}
