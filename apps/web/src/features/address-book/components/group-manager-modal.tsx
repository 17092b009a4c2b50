import { PlusOutlined } from '@ant-design/icons';
import { ERRORS } from '@portal/contracts/errors';
import type { ContactKind, GroupItem } from '@portal/contracts/address-book';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, DataTable, type DataColumn } from '../../../components/data-table';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useDeleteGroup, useGroups } from '../api/address-book-api';
import { DeleteButton } from './delete-button';
import { GroupDeleteModal } from './group-delete-modal';
import { GroupFormModal } from './group-form-modal';

function contactCountOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ERRORS.GROUP_NOT_EMPTY.code) return null;
  const data = error.data as { contactCount?: unknown } | null;
  return typeof data?.contactCount === 'number' ? data.contactCount : 1;
}

// The member's groups, one set shared by customers and suppliers (the title says which list
// opened it): add, edit, delete (asking where the contacts go).
export function GroupManagerModal({ kind, onClose }: { kind: ContactKind; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isFetching, isError, refetch } = useGroups();
  const remove = useDeleteGroup();
  // null: a new group; undefined: the form is closed.
  const [editing, setEditing] = useState<GroupItem | null | undefined>(undefined);
  const [emptying, setEmptying] = useState<{ group: GroupItem; count: number } | null>(null);

  // A group with contacts asks where they go instead.
  const askWhereContactsGo = (group: GroupItem) => {
    if (group.contactCount > 0) setEmptying({ group, count: group.contactCount });
    return group.contactCount > 0;
  };

  const removeEmpty = (group: GroupItem) =>
    remove.mutateAsync({ id: group.id }).catch((error: unknown) => {
      // Contacts joined the group meanwhile: ask where they go.
      const count = contactCountOf(error);
      if (count !== null) setEmptying({ group, count });
      else feedback.error(error instanceof Error ? error.message : String(error));
      throw error;
    });

  const columns: DataColumn<GroupItem>[] = [
    { title: t('address-book.group.name'), key: 'title', dataIndex: 'title', width: 160 },
    { title: t('address-book.group.sort'), key: 'sort', dataIndex: 'sort', width: 90 },
    { title: t('address-book.group.contacts'), key: 'contacts', dataIndex: 'contactCount', width: 100 },
    { title: t('address-book.group.remark'), key: 'remark', dataIndex: 'remark', width: 160 },
    {
      title: t('address-book.actions'),
      key: ACTIONS_COLUMN,
      width: 150,
      render: (_, group) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setEditing(group)}>
            {t('address-book.edit')}
          </Button>
          <DeleteButton
            confirm={t('address-book.group.deleteConfirm', { title: group.title })}
            onClick={() => askWhereContactsGo(group)}
            onDelete={() => removeEmpty(group)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Modal open width={720} title={t(kind === 'customer' ? 'address-book.group.customerTitle' : 'address-book.group.supplierTitle')} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{t('address-book.group.shared')}</Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} style={{ marginBottom: 12 }}>
        {t('address-book.group.add')}
      </Button>
      <DataTable<GroupItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        load={{ failed: isError, onRetry: () => void refetch() }}
        pagination={false}
        emptyText={t('address-book.group.empty')}
      />
      {editing !== undefined ? <GroupFormModal group={editing} onClose={() => setEditing(undefined)} /> : null}
      {emptying ? <GroupDeleteModal group={emptying.group} count={emptying.count} onClose={() => setEmptying(null)} /> : null}
    </Modal>
  );
}
