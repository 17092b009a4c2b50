import type { ContactItem, ContactKind } from '@portal/contracts/address-book';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { saveFile } from '../../../lib/save-file';
import { exportContacts, useContactPage } from '../api/address-book-api';
import { ContactFormModal } from './contact-form-modal';
import { ContactImportModal } from './contact-import-modal';
import { ContactTable } from './contact-table';
import { ContactToolbar } from './contact-toolbar';
import { GroupManagerModal } from './group-manager-modal';

type Dialog = { kind: 'form'; contact: ContactItem | null } | { kind: 'import' } | { kind: 'groups' } | null;

// The customer or supplier page: search, group filter, paging, selection, add/edit/delete,
// groups, import and export.
export function ContactList({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const filter = { keyword, groupId };
  const { data, isFetching, isError, refetch } = useContactPage(kind, { ...paging, ...filter });

  const onExport = (selectedOnly: boolean) => {
    // Spec point 8; the server answers the same when asked anyway.
    if (selectedOnly && selected.length === 0) return feedback.error(t('address-book.export.noneSelected'));
    if (!selectedOnly && data?.total === 0) return feedback.error(t('address-book.export.noData'));
    setExporting(true);
    exportContacts(kind, selectedOnly ? { ids: selected } : filter)
      .then((file) => {
        saveFile(file, `${kind}s-${new Date().toISOString().slice(0, 10)}.xlsx`);
        feedback.success(t('address-book.export.done', { count: selectedOnly ? selected.length : (data?.total ?? 0) }));
      })
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <Card title={t(kind === 'customer' ? 'address-book.contact.customerTitle' : 'address-book.contact.supplierTitle')}>
      <ContactToolbar
        kind={kind}
        groupId={groupId}
        selectedCount={selected.length}
        exporting={exporting}
        onSearch={(value) => {
          setKeyword(value || undefined);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
        onGroup={(value) => {
          setGroupId(value);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
        onAdd={() => setDialog({ kind: 'form', contact: null })}
        onImport={() => setDialog({ kind: 'import' })}
        onExport={onExport}
        onGroups={() => setDialog({ kind: 'groups' })}
      />
      <ContactTable
        kind={kind}
        data={data}
        loading={isFetching}
        load={{ failed: isError, onRetry: () => void refetch() }}
        filtered={keyword !== undefined || groupId !== undefined}
        paging={{ ...paging, onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }) }}
        selected={selected}
        onSelect={setSelected}
        onEdit={(contact) => setDialog({ kind: 'form', contact })}
      />
      {dialog?.kind === 'form' ? <ContactFormModal kind={kind} contact={dialog.contact} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <ContactImportModal kind={kind} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'groups' ? <GroupManagerModal kind={kind} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
