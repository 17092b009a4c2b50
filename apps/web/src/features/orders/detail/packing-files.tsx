import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { FILE_RULES } from '@portal/contracts/file-rules';
import type { UploadedFile } from '@portal/contracts/files';
import type { OrderDetail, PackingListFile } from '@portal/contracts/order';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../../components/cell-text';
import { ACTIONS_COLUMN, DataTable, type DataColumn } from '../../../components/data-table';
import { LazyFileUpload } from '../../../components/lazy-file-upload';
import { feedback } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useAddPackingFile, useDeletePackingFile } from '../api/order-api';
import { formatFileSize } from './file-size';

const MAX_FILES = FILE_RULES['packing-list'].maxFiles;

// The download's code (with the error table and the file schemas) comes with the first click.
const download = (file: PackingListFile) => import('../../../lib/file-api').then((module) => module.downloadFile(file));

// The order's packing list: files with who uploaded them, when and their size; download any;
// while the order allows it (`files` in its actions), upload more (with progress, at most 5 of
// 5 MB) or delete one (after a confirm). Uploading sends the file first (purpose packing-list),
// then adds it to the order.
export function PackingFiles({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const editable = order.actions.includes('files');
  const addFile = useAddPackingFile();
  const deleteFile = useDeletePackingFile();
  // Uploaded, not yet on the order (or refused by it: the member may remove them).
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);

  const onUploaded = (files: UploadedFile[]) => {
    const added = files.filter((file) => !uploaded.some((known) => known.id === file.id));
    setUploaded(files);
    for (const file of added) {
      addFile.mutateAsync({ orderId: order.id, url: file.url }).then(
        () => {
          setUploaded((list) => list.filter((known) => known.id !== file.id));
          feedback.success(t('order-pages.files.added', { name: file.name }));
        },
        () => feedback.error(t('order-pages.files.attachFailed', { name: file.name })),
      );
    }
  };

  const confirmDelete = (file: PackingListFile) =>
    feedback.confirm({
      title: t('order-pages.files.deleteTitle'),
      content: t('files.deleteConfirm', { name: file.name }),
      okText: t('files.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteFile.mutateAsync({ orderId: order.id, fileId: file.id });
        feedback.success(t('order-pages.files.deleted'));
      },
    });

  const columns: DataColumn<PackingListFile>[] = [
    { title: t('order-pages.files.name'), key: 'name', dataIndex: 'name', width: 220 },
    { title: t('order-pages.files.size'), key: 'size', width: 100, align: 'right', render: (_, file) => formatFileSize(file.size, locale) },
    { title: t('order-pages.files.uploader'), key: 'uploader', dataIndex: 'uploader', width: 140 },
    { title: t('order-pages.files.time'), key: 'time', width: 170, render: (_, file) => <CellText text={formatDateTime(file.createTime)} /> },
    {
      title: t('order-pages.list.actions'),
      key: ACTIONS_COLUMN,
      width: editable ? 100 : 90,
      render: (_, file) => (
        <Space size={0}>
          <Button type="text" icon={<DownloadOutlined />} aria-label={t('order-pages.files.download', { name: file.name })} onClick={() => void download(file)} />
          {editable ? (
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('order-pages.files.delete', { name: file.name })} onClick={() => confirmDelete(file)} />
          ) : null}
        </Space>
      ),
    },
  ];

  const room = MAX_FILES - order.files.length;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <DataTable<PackingListFile>
        rowKey="id"
        columns={columns}
        dataSource={order.files}
        load={{ failed: false, onRetry: () => undefined }}
        emptyText={t('order-pages.files.empty')}
        pagination={false}
        size="small"
      />
      <Typography.Text type="secondary">{t('order-pages.files.count', { count: order.files.length, max: MAX_FILES })}</Typography.Text>
      {!editable ? (
        <Typography.Text type="secondary">{t('order-pages.files.locked')}</Typography.Text>
      ) : room > 0 ? (
        <LazyFileUpload purpose="packing-list" value={uploaded} onChange={onUploaded} max={room} />
      ) : (
        <Typography.Text type="secondary">{t('order-pages.files.full', { max: MAX_FILES })}</Typography.Text>
      )}
    </Space>
  );
}
