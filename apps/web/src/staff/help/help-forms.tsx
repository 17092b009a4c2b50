import {
  HELP_BODY_MAX,
  HELP_CATEGORY_NAME_MAX,
  HELP_SORT_MAX,
  HELP_TITLE_MAX,
  helpArticleBody,
  helpCategoryBody,
  type StaffHelpArticle,
  type StaffHelpCategory,
} from '@portal/contracts/help';
import type { Localized } from '@portal/contracts/locale';
import { Form, InputNumber, Select, Switch } from 'antd';
import { FormModal } from '../../components/form-modal';
import { useZodFields } from '../../lib/form-rules';
import { useLocale } from '../../lib/i18n';
import { emptyLocalized, LocalizedFields } from '../localized-fields';
import { useHelpChange } from './help-api';
import { useHelpText } from './help-texts';

const loadCategory = () => Promise.resolve(helpCategoryBody);
const loadArticle = () => Promise.resolve(helpArticleBody);

// A category: its name in the three languages and its place in the help centre.
export function CategoryForm({ category, onClose }: { category: StaffHelpCategory | null; onClose: () => void }) {
  const th = useHelpText();
  const field = useZodFields(loadCategory);
  const change = useHelpChange();
  return (
    <FormModal<{ name: Localized; sort: number }>
      name="staff-help-category"
      title={category ? th('categories.editTitle') : th('categories.newTitle')}
      initialValues={category ? { name: category.name, sort: category.sort } : { name: emptyLocalized(), sort: 0 }}
      okText={th('save')}
      successText={th('categories.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = helpCategoryBody.parse(values);
        await change.mutateAsync({ kind: 'category', ...(category ? { id: category.id } : {}), body });
      }}
    >
      <LocalizedFields name="name" label={th('categories.name')} max={HELP_CATEGORY_NAME_MAX} field={field} />
      <Form.Item name="sort" label={th('sort')} extra={th('sortHint')} {...field('sort', false)}>
        <InputNumber min={0} max={HELP_SORT_MAX} precision={0} />
      </Form.Item>
    </FormModal>
  );
}

interface ArticleValues {
  categoryId?: number;
  title: Localized;
  body: Localized;
  sort: number;
  published: boolean;
}

// An article: its category, title and body (the help centre's small Markdown) in the three
// languages, its place, and whether members read it.
export function ArticleForm({
  article,
  categories,
  categoryId,
  onClose,
}: {
  article: StaffHelpArticle | null;
  categories: readonly StaffHelpCategory[];
  categoryId: number | undefined;
  onClose: () => void;
}) {
  const th = useHelpText();
  const locale = useLocale();
  const field = useZodFields(loadArticle);
  const change = useHelpChange();
  const initial: ArticleValues = article
    ? { categoryId: article.categoryId, title: article.title, body: article.body, sort: article.sort, published: article.published }
    : { ...(categoryId ? { categoryId } : {}), title: emptyLocalized(), body: emptyLocalized(), sort: 0, published: false };
  return (
    <FormModal<ArticleValues>
      name="staff-help-article"
      title={article ? th('articles.editTitle') : th('articles.newTitle')}
      width={720}
      initialValues={initial}
      okText={th('save')}
      successText={th('articles.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = helpArticleBody.parse(values);
        await change.mutateAsync({ kind: 'article', ...(article ? { id: article.id } : {}), body });
      }}
    >
      <Form.Item name="categoryId" label={th('articles.category')} {...field('categoryId')}>
        <Select options={categories.map((c) => ({ value: c.id, label: c.name[locale] }))} />
      </Form.Item>
      <LocalizedFields name="title" label={th('articles.title')} max={HELP_TITLE_MAX} field={field} />
      <p>{th('articles.bodyHint')}</p>
      <LocalizedFields name="body" label={th('articles.body')} max={HELP_BODY_MAX} rows={6} field={field} />
      <Form.Item name="sort" label={th('sort')} extra={th('sortHint')} {...field('sort', false)}>
        <InputNumber min={0} max={HELP_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="published" label={th('articles.published')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
