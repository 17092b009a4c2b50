import { shipmentCreateBody, shipmentNumberKey, shipmentUpdateBody, type ShipmentDetail } from '@portal/contracts/shipment';
import { Flex, Form, Input, InputNumber, Radio } from 'antd';
import { FormModal } from '../../components/form-modal';
import { LimitedInput } from '../../components/limited-input';
import { ApiError } from '../../lib/api-error';
import { useZodFields, type FormRule } from '../../lib/form-rules';
import { containerBodyOf, expectedCheckDigit, kindBodyOf, NEW_CONTAINER, valuesOf, type ContainerValues } from './container-values';
import { useCreateContainer, useUpdateContainer } from './containers-api';
import { useContainersText, type ContainersText } from './containers-texts';

// A new container or air shipment, or one changed (an ETA the carrier moved): every field the
// server takes, checked by the same schema as the server (contracts' shipmentCreateBody) with
// its texts under each field (the values and the body: container-values.ts).

const loadBody = () => Promise.resolve(shipmentCreateBody);

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
  const kindField = useZodFields(loadBody, kindBodyOf);
  const create = useCreateContainer();
  const update = useUpdateContainer();
  const kind = Form.useWatch('kind', form) ?? shipment?.kind ?? 'sea';
  const numberField = kindField('number');

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
          <Form.Item name="sealNo" label={ct('form.sealNo')} style={{ flex: '1 1 140px' }} preserve={false} dependencies={byKind} {...kindField('sealNo', false)}>
            <LimitedInput max={30} autoComplete="off" />
          </Form.Item>
        ) : null}
      </Flex>
      {kind === 'sea' ? (
        <Flex gap={8} wrap>
          <Form.Item name="vessel" label={ct('form.vessel')} style={{ flex: '2 1 220px' }} preserve={false} dependencies={byKind} {...kindField('vessel')}>
            <LimitedInput max={60} />
          </Form.Item>
          <Form.Item name="voyage" label={ct('form.voyage')} style={{ flex: '1 1 140px' }} preserve={false} dependencies={byKind} {...kindField('voyage')}>
            <LimitedInput max={20} autoComplete="off" />
          </Form.Item>
        </Flex>
      ) : (
        <Form.Item name="flightNo" label={ct('form.flightNo')} preserve={false} dependencies={byKind} {...kindField('flightNo')}>
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
