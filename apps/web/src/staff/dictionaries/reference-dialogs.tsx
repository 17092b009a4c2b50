import { LOCALES, type Locale } from '@portal/contracts/locale';
import {
  DICT_COLORS,
  DICT_SORT_MAX,
  dictDataCreateBody,
  dictDataUpdateBody,
  dictTypeCreateBody,
  dictTypeUpdateBody,
  needKnowUpdateBody,
  type DictDataCreateBody,
  type DictTypeCreateBody,
  type NeedKnowKey,
  type NeedKnowUpdateBody,
  type StaffDictData,
  type StaffDictType,
  type StaffNeedKnow,
} from '@portal/contracts/system';
import { Form, Input, InputNumber, Select, Tabs, Tag, type FormInstance } from 'antd';
import { FormModal } from '../../components/form-modal';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { useReferenceChange } from './reference-api';
import { useReferenceText } from './reference-texts';

// The desk's dialogs: a dictionary, an entry, a need-to-know text. Each form is checked by the
// schema the server checks (contracts/system.ts) before anything is sent; a refusal that
// concerns a field goes under it (FormModal), any other is a toast, and the dialog stays open.

const loadTypeCreate = () => Promise.resolve(dictTypeCreateBody);
const loadTypeUpdate = () => Promise.resolve(dictTypeUpdateBody);
const loadEntryCreate = () => Promise.resolve(dictDataCreateBody);
const loadEntryUpdate = () => Promise.resolve(dictDataUpdateBody);
const loadNeedKnow = () => Promise.resolve(needKnowUpdateBody);

// The server's refusals that belong to one field.
const FIELD_OF_ERROR = { DICT_TYPE_DUPLICATE: 'type', DICT_DATA_DUPLICATE: 'value' } as const;

function reportRefusal(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length > 0) return;
  const entry = Object.entries(FIELD_OF_ERROR).find(([name]) => error.is(name as keyof typeof FIELD_OF_ERROR));
  if (entry) form.setFields([{ name: entry[1], errors: [error.message] }]);
  else feedback.error(error.message);
}

const LANGUAGE_NAMES: Record<Locale, string> = { zh_CN: '中文', en_US: 'English', fr_FR: 'Français' };

export function ColorTag({ color, children }: { color: string; children: string }) {
  return color ? <Tag color={color}>{children}</Tag> : <span>{children}</span>;
}

export function TypeDialog({ type, onClose }: { type?: StaffDictType; onClose: () => void }) {
  const tr = useReferenceText();
  const [form] = Form.useForm<DictTypeCreateBody>();
  const createField = useZodFields(loadTypeCreate);
  const updateField = useZodFields(loadTypeUpdate);
  const change = useReferenceChange();
  const name = Form.useWatch('name', form);
  return (
    <FormModal<DictTypeCreateBody>
      name="reference-type"
      title={type ? tr('form.typeEditTitle', { name: type.name }) : tr('form.typeCreateTitle')}
      form={form}
      initialValues={type ? { type: type.type, name: type.name, remark: type.remark ?? '' } : { type: '', name: '', remark: '' }}
      okText={type ? tr('form.save') : tr('form.create')}
      successText={tr('form.typeSaved', { name: name ?? '' })}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          if (type) await change.mutateAsync({ step: 'type-update', body: dictTypeUpdateBody.parse({ ...values, id: type.id }) });
          else await change.mutateAsync({ step: 'type-create', body: dictTypeCreateBody.parse(values) });
        } catch (error) {
          reportRefusal(form, error);
          throw error;
        }
      }}
    >
      <Form.Item name="type" label={tr('form.type')} extra={tr('form.typeHelp')} {...(type ? {} : createField('type'))}>
        <Input autoComplete="off" spellCheck={false} disabled={Boolean(type)} maxLength={100} />
      </Form.Item>
      <Form.Item name="name" label={tr('form.name')} {...(type ? updateField('name') : createField('name'))}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="remark" label={tr('form.remark')} {...(type ? updateField('remark', false) : createField('remark', false))}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

type EntryValues = Omit<DictDataCreateBody, 'dictType'>;

export function EntryDialog({ type, entry, onClose }: { type: StaffDictType; entry?: StaffDictData; onClose: () => void }) {
  const tr = useReferenceText();
  const [form] = Form.useForm<EntryValues>();
  const createField = useZodFields(loadEntryCreate);
  const updateField = useZodFields(loadEntryUpdate);
  const field = entry ? updateField : createField;
  const change = useReferenceChange();
  const value = Form.useWatch('value', form);
  const initial: EntryValues = entry
    ? { value: entry.value, label: entry.label, labelEn: entry.labelEn, labelFr: entry.labelFr, colorType: entry.colorType as EntryValues['colorType'], sort: entry.sort, remark: entry.remark ?? '' }
    : { value: '', label: '', labelEn: '', labelFr: '', colorType: '', sort: 0, remark: '' };
  return (
    <FormModal<EntryValues>
      name="reference-entry"
      title={entry ? tr('form.entryEditTitle', { value: entry.value }) : tr('form.entryCreateTitle', { name: type.name })}
      form={form}
      initialValues={initial}
      okText={entry ? tr('form.save') : tr('form.create')}
      successText={tr('form.entrySaved', { value: value ?? '' })}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          if (entry) await change.mutateAsync({ step: 'entry-update', body: dictDataUpdateBody.parse({ ...values, id: entry.id }) });
          else await change.mutateAsync({ step: 'entry-create', body: dictDataCreateBody.parse({ ...values, dictType: type.type }) });
        } catch (error) {
          reportRefusal(form, error);
          throw error;
        }
      }}
    >
      <Form.Item name="value" label={tr('form.value')} extra={tr('form.valueHelp')} {...(entry ? {} : createField('value'))}>
        <Input autoComplete="off" spellCheck={false} disabled={Boolean(entry)} maxLength={100} />
      </Form.Item>
      <Form.Item name="label" label={tr('form.label')} {...field('label')}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="labelEn" label={tr('form.labelEn')} {...field('labelEn')}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="labelFr" label={tr('form.labelFr')} {...field('labelFr')}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item name="colorType" label={tr('form.color')} {...field('colorType', false)}>
        <Select
          options={DICT_COLORS.map((color) => ({
            value: color,
            label: <ColorTag color={color}>{tr(`colors.${color || 'none'}`)}</ColorTag>,
          }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={tr('form.sort')} {...field('sort')}>
        <InputNumber min={0} max={DICT_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={tr('form.remark')} {...field('remark', false)}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

export function NeedKnowDialog({ text, onClose }: { text: StaffNeedKnow; onClose: () => void }) {
  const tr = useReferenceText();
  const [form] = Form.useForm<NeedKnowUpdateBody>();
  const field = useZodFields(loadNeedKnow);
  const change = useReferenceChange();
  const name = tr(`texts.names.${text.key}`);
  const blank = { title: '', content: '' };
  return (
    <FormModal<NeedKnowUpdateBody>
      name="reference-need-know"
      title={tr('texts.editTitle', { name })}
      width={760}
      form={form}
      initialValues={{ texts: { zh_CN: text.texts.zh_CN ?? blank, en_US: text.texts.en_US ?? blank, fr_FR: text.texts.fr_FR ?? blank } }}
      okText={tr('form.save')}
      successText={tr('texts.saved', { name })}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await change.mutateAsync({ step: 'need-know', body: needKnowUpdateBody.parse({ ...values, key: text.key as NeedKnowKey }) });
        } catch (error) {
          reportRefusal(form, error);
          throw error;
        }
      }}
    >
      <Tabs
        items={LOCALES.map((locale) => ({
          key: locale,
          label: LANGUAGE_NAMES[locale],
          forceRender: true,
          children: (
            <>
              <Form.Item name={['texts', locale, 'title']} label={`${tr('texts.titleField')} (${LANGUAGE_NAMES[locale]})`} {...field(['texts', locale, 'title'])}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name={['texts', locale, 'content']} label={`${tr('texts.content')} (${LANGUAGE_NAMES[locale]})`} extra={tr('texts.contentHelp')} {...field(['texts', locale, 'content'])}>
                <Input.TextArea autoSize={{ minRows: 8, maxRows: 18 }} maxLength={20_000} />
              </Form.Item>
            </>
          ),
        }))}
      />
    </FormModal>
  );
}
