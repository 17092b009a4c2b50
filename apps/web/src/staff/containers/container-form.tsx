import { cm3ToM3, gramsToKg, kgToGrams, m3ToCm3 } from '@portal/contracts/order-units';
import {
  containerCheckDigit,
  isContainerNo,
  shipmentCreateBody,
  shipmentNumberKey,
  shipmentUpdateBody,
  type ShipmentCreateBody,
  type ShipmentDetail,
  type ShipmentKind,
} from '@portal/contracts/shipment';
import { Flex, Form, Input, InputNumber, Radio } from 'antd';
import { FormModal } from '../../components/form-modal';
import { LimitedInput } from '../../components/limited-input';
import { ApiError } from '../../lib/api-error';
import { dayjs } from '../../lib/dayjs';
import { useZodFields, type FormRule } from '../../lib/form-rules';
import { useCreateContainer, useUpdateContainer } from './containers-api';
import { useContainersText, type ContainersText } from './containers-texts';

// A new container or air shipment, or one changed (an ETA the carrier moved): every field the
// server takes, checked by the same schema as the server (contracts' shipmentCreateBody) with
// its texts under each field. Times are typed in the staff member's local time; volume in m³
// and weight in kg (the body takes cm³ and grams).

export interface ContainerValues {
  kind: ShipmentKind;
  number?: string;
  sealNo?: string;
  vessel?: string;
  voyage?: string;
  flightNo?: string;
  // datetime-local: YYYY-MM-DDTHH:mm, local time.
  etd?: string;
  eta?: string;
  portOfLoading?: string;
  portOfDischarge?: string;
  capacityVolume?: number | null;
  capacityWeight?: number | null;
}

const LOCAL_TIME = 'YYYY-MM-DDTHH:mm';
const toLocal = (iso: string) => dayjs(iso).format(LOCAL_TIME);
// A local time as the body takes it (with its offset); what is not a time is left for the
// schema to refuse.
function toIso(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const time = dayjs(local);
  return time.isValid() ? time.format() : local;
}
const orNone = <T,>(value: T | null | undefined) => (value === null ? undefined : value);

export function containerBodyOf(values: ContainerValues): Partial<ShipmentCreateBody> {
  const sea = values.kind === 'sea';
  const volume = orNone(values.capacityVolume);
  const weight = orNone(values.capacityWeight);
  return {
    kind: values.kind,
    number: values.number,
    // Fields of the other kind are not sent (the form hides them).
    sealNo: sea ? values.sealNo : undefined,
    vessel: sea ? values.vessel : undefined,
    voyage: sea ? values.voyage : undefined,
    flightNo: sea ? undefined : values.flightNo,
    etd: toIso(values.etd),
    eta: toIso(values.eta),
    portOfLoading: values.portOfLoading,
    portOfDischarge: values.portOfDischarge,
    capacityVolume: volume === undefined ? undefined : m3ToCm3(volume),
    capacityWeight: weight === undefined ? undefined : kgToGrams(weight),
  };
}

const loadBody = () => Promise.resolve(shipmentCreateBody);

function valuesOf(shipment: ShipmentDetail): ContainerValues {
  return {
    kind: shipment.kind,
    number: shipment.number,
    sealNo: shipment.sealNo ?? undefined,
    vessel: shipment.vessel ?? undefined,
    voyage: shipment.voyage ?? undefined,
    flightNo: shipment.flightNo ?? undefined,
    etd: toLocal(shipment.etd),
    eta: toLocal(shipment.eta),
    portOfLoading: shipment.portOfLoading,
    portOfDischarge: shipment.portOfDischarge,
    capacityVolume: cm3ToM3(shipment.capacityVolume),
    capacityWeight: gramsToKg(shipment.capacityWeight),
  };
}

// A 40' high cube (76 m³, 26.5 t), what the warehouse mostly loads.
const NEW_CONTAINER: ContainerValues = { kind: 'sea', capacityVolume: 76, capacityWeight: 26_500 };

// The right check digit of a container number whose only fault is its check digit, else
// undefined (the contracts' ISO 6346 rule).
export function expectedCheckDigit(kind: ShipmentKind | undefined, raw: unknown): number | undefined {
  if (kind !== 'sea' || typeof raw !== 'string') return undefined;
  const key = shipmentNumberKey(raw);
  if (key.length !== 11 || isContainerNo(key)) return undefined;
  const digit = containerCheckDigit(key.slice(0, 10));
  return isContainerNo(`${key.slice(0, 10)}${digit}`) ? digit : undefined;
}

// The schema's "check digit is wrong" with the digit it should be.
function withExpectedDigit(rule: FormRule, ct: ContainersText): FormRule {
  return (form) => {
    const base = typeof rule === 'function' ? rule(form) : rule;
    return {
      validator: async (check, value) => {
        try {
          await base.validator(check, value);
        } catch (error) {
          const values = form.getFieldsValue(true) as ContainerValues;
          const digit = expectedCheckDigit(values.kind, value);
          if (digit === undefined || !(error instanceof Error)) throw error;
          const hint = ct('form.checkDigitShould', { digit, first10: shipmentNumberKey(String(value)).slice(0, 10) });
          // The hint carries its own spacing (none before Chinese brackets).
          throw new Error(`${error.message}${hint}`, { cause: error });
        }
      },
    };
  };
}

export function ContainerFormModal({ shipment, onClose, onSaved }: { shipment?: ShipmentDetail; onClose: () => void; onSaved?: (saved: ShipmentDetail) => void }) {
  const ct = useContainersText();
  const [form] = Form.useForm<ContainerValues>();
  const field = useZodFields(loadBody, containerBodyOf);
  const create = useCreateContainer();
  const update = useUpdateContainer();
  const kind = Form.useWatch('kind', form) ?? shipment?.kind ?? 'sea';
  const numberField = field('number');

  const submit = async (values: ContainerValues) => {
    const body = containerBodyOf(values);
    try {
      const saved = shipment ? await update.mutateAsync(shipmentUpdateBody.parse({ ...body, id: shipment.id })) : await create.mutateAsync(shipmentCreateBody.parse(body));
      onSaved?.(saved);
    } catch (error) {
      // Another open shipment has this number: said on the field too.
      if (error instanceof ApiError && error.is('SHIPMENT_NUMBER_TAKEN')) form.setFields([{ name: 'number', errors: [error.message] }]);
      throw error;
    }
  };

  const byKind = ['kind'];
  return (
    <FormModal<ContainerValues>
      name={shipment ? 'container-edit' : 'container-new'}
      title={shipment ? ct('form.editTitle', { number: shipment.number }) : ct('form.newTitle')}
      width={640}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      okText={shipment ? ct('form.save') : ct('form.create')}
      successText={shipment ? ct('form.saved') : ct('form.created')}
      initialValues={shipment ? valuesOf(shipment) : NEW_CONTAINER}
    >
      <Form.Item name="kind" label={ct('form.kind')} {...field('kind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'sea', label: ct('kinds.sea') },
            { value: 'air', label: ct('kinds.air') },
          ]}
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Form.Item
          name="number"
          label={kind === 'sea' ? ct('form.containerNo') : ct('form.awbNo')}
          style={{ flex: '2 1 220px' }}
          dependencies={byKind}
          required
          rules={[withExpectedDigit(numberField.rules[0]!, ct)]}
        >
          <LimitedInput max={20} autoComplete="off" placeholder={kind === 'sea' ? 'MSCU 412073-4' : '176-12345675'} />
        </Form.Item>
        {kind === 'sea' ? (
          <Form.Item name="sealNo" label={ct('form.sealNo')} style={{ flex: '1 1 140px' }} preserve={false} dependencies={byKind} {...field('sealNo', false)}>
            <LimitedInput max={30} autoComplete="off" />
          </Form.Item>
        ) : null}
      </Flex>
      {kind === 'sea' ? (
        <Flex gap={8} wrap>
          <Form.Item name="vessel" label={ct('form.vessel')} style={{ flex: '2 1 220px' }} preserve={false} dependencies={byKind} {...field('vessel')}>
            <LimitedInput max={60} />
          </Form.Item>
          <Form.Item name="voyage" label={ct('form.voyage')} style={{ flex: '1 1 140px' }} preserve={false} dependencies={byKind} {...field('voyage')}>
            <LimitedInput max={20} autoComplete="off" />
          </Form.Item>
        </Flex>
      ) : (
        <Form.Item name="flightNo" label={ct('form.flightNo')} preserve={false} dependencies={byKind} {...field('flightNo')}>
          <LimitedInput max={10} autoComplete="off" placeholder="CA861" style={{ maxWidth: 200 }} />
        </Form.Item>
      )}
      <Flex gap={8} wrap>
        <Form.Item name="portOfLoading" label={ct('form.portOfLoading')} style={{ flex: '1 1 200px' }} {...field('portOfLoading')}>
          <LimitedInput max={60} />
        </Form.Item>
        <Form.Item name="portOfDischarge" label={ct('form.portOfDischarge')} style={{ flex: '1 1 200px' }} {...field('portOfDischarge')}>
          <LimitedInput max={60} />
        </Form.Item>
      </Flex>
      <Flex gap={8} wrap>
        <Form.Item name="etd" label={ct('form.etd')} style={{ flex: '1 1 200px' }} {...field('etd')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="eta" label={ct('form.eta')} style={{ flex: '1 1 200px' }} dependencies={['etd']} {...field('eta')}>
          <Input type="datetime-local" />
        </Form.Item>
      </Flex>
      <Flex gap={8} wrap>
        <Form.Item name="capacityVolume" label={ct('form.capacityVolume')} style={{ flex: '1 1 200px' }} {...field('capacityVolume')}>
          <InputNumber min={0} step={1} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="capacityWeight" label={ct('form.capacityWeight')} style={{ flex: '1 1 200px' }} {...field('capacityWeight')}>
          <InputNumber min={0} step={100} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
      </Flex>
    </FormModal>
  );
}
