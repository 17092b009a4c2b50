import type { StaffHelpArticle, StaffHelpCategory } from '@portal/contracts/help';
import { Button, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { askThen } from '../ask';
import { StaffCursorTable, StaffListHead, StaffListToolbar, StaffTabs, StaffWholeTable } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { useHelpArticles, useHelpCategories, useHelpChange } from './help-api';
import { ArticleForm, CategoryForm } from './help-forms';
import { useHelpText, type HelpText } from './help-texts';
import styles from './help.module.css';

// The help centre (docs/staff-console.md, "Help centre"): customer service writes articles in
// the three languages under categories, publishes them to members (and visitors), and keeps the
// categories. The tab and the category filter live in the URL (`?tab=categories`, `?category=`).

// The confirmation before a delete.
const deleting = (th: HelpText, title: string, content: string) => ({ title, content, okText: th('delete'), okButtonProps: { danger: true }, cancelText: th('cancel') });

// Edit and Delete on each row, named with the row ("Edit Customs").
function actionsColumn<T>(th: HelpText, nameOf: (row: T) => string, edit: (row: T) => void, remove: (row: T) => Promise<void>) {
  return {
    key: 'actions',
    title: th('actions'),
    width: 170,
    render: (_: unknown, row: T) => (
      <Space size="small">
        <Button size="small" aria-label={th('editFor', { name: nameOf(row) })} onClick={() => edit(row)}>
          {th('edit')}
        </Button>
        <Button size="small" danger aria-label={th('deleteFor', { name: nameOf(row) })} onClick={() => void remove(row)}>
          {th('delete')}
        </Button>
      </Space>
    ),
  };
}

export function HelpDesk() {
  const th = useHelpText();
  useStaffTitle('help');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'articles';
  return (
    <section aria-labelledby="staff-help-title">
      <StaffListHead id="staff-help-title" title={th('title')} total={undefined} totalText={(count) => th('articles.total', { count })} />
      <StaffTabs
        label={th('title')}
        activeKey={tab}
        onChange={(key) => setParams(key === 'categories' ? { tab: 'categories' } : {})}
        items={[
          { key: 'articles', label: th('tabs.articles'), children: tab === 'articles' ? <ArticleList /> : null },
          { key: 'categories', label: th('tabs.categories'), children: tab === 'categories' ? <CategoryList /> : null },
        ]}
      />
    </section>
  );
}

function ArticleList() {
  const th = useHelpText();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('category'));
  const categoryId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const categories = useHelpCategories();
  const articles = useHelpArticles(categoryId);
  const change = useHelpChange();
  const [editing, setEditing] = useState<StaffHelpArticle | 'new' | null>(null);
  const nameOf = (id: number) => categories.data?.find((c) => c.id === id)?.name[locale] ?? '—';

  const remove = (article: StaffHelpArticle) =>
    askThen(deleting(th, th('articles.deleteTitle', { title: article.title[locale] }), th('articles.deleteConfirm')), () =>
      change.mutateAsync({ kind: 'deleteArticle', id: article.id }),
    );

  const columns: TableColumnsType<StaffHelpArticle> = [
    { key: 'sort', title: th('sort'), dataIndex: 'sort', width: 70 },
    { key: 'title', title: th('articles.title'), render: (_, a) => a.title[locale] },
    { key: 'category', title: th('articles.category'), width: 170, render: (_, a) => nameOf(a.categoryId) },
    { key: 'published', title: th('articles.state'), width: 120, render: (_, a) => (a.published ? <Tag color="green">{th('articles.isPublished')}</Tag> : <Tag>{th('articles.isDraft')}</Tag>) },
    { key: 'updated', title: th('articles.updated'), width: 150, render: (_, a) => formatDateTime(a.updatedAt, 'YYYY-MM-DD HH:mm') },
    actionsColumn(th, (row) => row.title[locale], setEditing, remove),
  ];

  return (
    <div>
      <StaffListToolbar
        total={articles.data?.pages[0]}
        totalText={(count) => th('articles.total', { count })}
        action={
          <Button type="primary" disabled={!categories.data?.length} onClick={() => setEditing('new')}>
            {th('articles.new')}
          </Button>
        }
      >
        <Select<number | ''>
          aria-label={th('articles.category')}
          className={styles.select}
          value={categoryId ?? ''}
          onChange={(value) => setParams(value ? { category: String(value) } : {})}
          options={[{ value: '', label: th('articles.allCategories') }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name[locale] }))]}
        />
      </StaffListToolbar>
      {categories.data && !categories.data.length ? <p className={styles.note}>{th('articles.noCategory')}</p> : null}
      <StaffCursorTable<StaffHelpArticle> query={articles} columns={columns} scrollX={860} emptyText={th('articles.empty')} loadMoreText={th('more')} />
      {editing && categories.data ? (
        <ArticleForm article={editing === 'new' ? null : editing} categories={categories.data} categoryId={categoryId} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function CategoryList() {
  const th = useHelpText();
  const locale = useLocale();
  const categories = useHelpCategories();
  const change = useHelpChange();
  const [editing, setEditing] = useState<StaffHelpCategory | 'new' | null>(null);

  const remove = (category: StaffHelpCategory) =>
    askThen(deleting(th, th('categories.deleteTitle', { name: category.name[locale] }), th('categories.deleteConfirm')), () =>
      change.mutateAsync({ kind: 'deleteCategory', id: category.id }),
    );

  const columns: TableColumnsType<StaffHelpCategory> = [
    { key: 'sort', title: th('sort'), dataIndex: 'sort', width: 70 },
    { key: 'name', title: th('categories.name'), render: (_, c) => c.name[locale] },
    { key: 'count', title: th('categories.articles'), dataIndex: 'articleCount', width: 110 },
    actionsColumn(th, (row) => row.name[locale], setEditing, remove),
  ];

  return (
    <div>
      <StaffListToolbar
        total={categories.data ? { total: categories.data.length, totalCapped: false } : undefined}
        totalText={(count) => th('categories.total', { count })}
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            {th('categories.new')}
          </Button>
        }
      />
      <StaffWholeTable<StaffHelpCategory> query={categories} columns={columns} emptyText={th('categories.empty')} />
      {editing ? <CategoryForm category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
