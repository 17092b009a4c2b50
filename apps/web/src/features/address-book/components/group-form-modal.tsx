import type { GroupItem } from '@portal/contracts/address-book';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';
import { useZodFields } from '../../../lib/form-rules';
import { useSaveGroup } from '../api/address-book-api';
import { loadGroupBody } from '../api/address-book-schemas';

// Adds or edits a customer group: name and sort order required, remark optional.
export function GroupFormModal({ group, onClose }: { group: GroupItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveGroup();
  const field = useZodFields(loadGroupBody);
  return (
    <FormModal
      title={t(group ? 'address-book.group.editTitle' : 'address-book.group.addTitle')}
      name="group"
      initialValues={group ? { title: group.title, remark: group.remark ?? undefined, sort: group.sort } : { sort: 0 }}
      onSubmit={async (values) => save.mutateAsync({ id: group?.id, body: (await loadGroupBody()).parse(values) })}
      successText={t('address-book.saved')}
      okText={t('address-book.save')}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('address-book.group.name')} {...field('title')}>
        <LimitedInput max={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="sort" label={t('address-book.group.sort')} {...field('sort')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('address-book.group.remark')} {...field('remark', false)}>
        <LimitedTextArea rows={2} max={200} />
      </Form.Item>
    </FormModal>
  );
}
