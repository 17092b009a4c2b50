import type { ContactItem, ContactKind } from '@portal/contracts/address-book';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/after-paint';
import { FilterSlot, ListCard, TableLoading } from '../../../components/list-card';
import { feedback } from '../../../lib/feedback';
import { saveFile } from '../../../lib/save-file';
import { useIsMobile } from '../../../lib/use-media-query';
import { exportContacts, useContactPage } from '../api/address-book-api';
import { FIRST_CONTACT_PAGE } from '../api/contact-page-query';
import { ContactCards } from './contact-cards';
import type { ContactRowsProps } from './contact-rows';
import { ContactSearch, contactActions } from './contact-toolbar';
import { GroupNativeFilter } from './group-native-filter';

// On a desk the table and the group filter (antd's Table and Select, most of the page's code)
// render after the card's first paint; their code is requested by the route together with the
// page's chunk (`parts` in app/member/routes/member-routes.ts), so it arrives with the page; so does the
// first page's request (prefetchContactPage there; useContactPage below finds it). A phone shows
// cards and the phone's own group picker instead, and never loads either. docs/web.md, "A list
// page".
const ContactTable = lazy(() => import('./contact-table').then((module) => ({ default: module.ContactTable })));
const GroupFilter = lazy(() => import('./group-filter').then((module) => ({ default: module.GroupFilter })));
const GROUP_FILTER_WIDTH = 180;

// The dialogs load when first opened: their forms, upload and rules (zod) are not needed to
// show the list.
const ContactFormModal = lazy(() => import('./contact-form-modal').then((module) => ({ default: module.ContactFormModal })));
const ContactImportModal = lazy(() => import('./contact-import-modal').then((module) => ({ default: module.ContactImportModal })));
const GroupManagerModal = lazy(() => import('./group-manager-modal').then((module) => ({ default: module.GroupManagerModal })));

type Dialog = { kind: 'form'; contact: ContactItem | null } | { kind: 'import' } | { kind: 'groups' } | null;

// The customer or supplier page: search, group filter, paging, selection, add/edit/delete,
// groups, import and export.
export function ContactList({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [paging, setPaging] = useState(FIRST_CONTACT_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const filter = { keyword, groupId };
  const { data, isFetching, isError, refetch } = useContactPage(kind, { ...paging, ...filter });
  const phone = useIsMobile();
  const onGroup = (value: number | undefined) => {
    setGroupId(value);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const rows: ContactRowsProps = {
    kind,
    data,
    loading: isFetching,
    load: { failed: isError, onRetry: () => void refetch() },
    filtered: keyword !== undefined || groupId !== undefined,
    paging: { ...paging, onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }) },
    selected,
    onSelect: setSelected,
    onEdit: (contact) => setDialog({ kind: 'form', contact }),
  };

  const onExport = (selectedOnly: boolean) => {
    // docs/product/address-book.md; the server answers the same when asked anyway.
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
    <ListCard
      title={t(kind === 'customer' ? 'address-book.contact.customerTitle' : 'address-book.contact.supplierTitle')}
      actions={contactActions(t, {
        kind,
        selectedCount: selected.length,
        exporting,
        onAdd: () => setDialog({ kind: 'form', contact: null }),
        onGroups: () => setDialog({ kind: 'groups' }),
        onImport: () => setDialog({ kind: 'import' }),
        onExport,
      })}
      search={
        <ContactSearch
          onSearch={(value) => {
            setKeyword(value || undefined);
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      }
      filters={
        phone ? (
          <GroupNativeFilter groupId={groupId} onGroup={onGroup} />
        ) : (
          <AfterFirstPaint fallback={<FilterSlot width={GROUP_FILTER_WIDTH} />}>
            <GroupFilter groupId={groupId} width={GROUP_FILTER_WIDTH} onGroup={onGroup} />
          </AfterFirstPaint>
        )
      }
    >
      {phone ? (
        <ContactCards {...rows} />
      ) : (
        <AfterFirstPaint fallback={<TableLoading />}>
          <ContactTable {...rows} />
        </AfterFirstPaint>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'form' ? <ContactFormModal kind={kind} contact={dialog.contact} onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === 'import' ? <ContactImportModal kind={kind} onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === 'groups' ? <GroupManagerModal kind={kind} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </ListCard>
  );
}
