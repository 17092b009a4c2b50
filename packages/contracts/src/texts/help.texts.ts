import type { Localized } from '../locale.js';

// Validation texts and errors of the help centre (1_015_0xx). validation.ts and errors.ts spread
// them into their one table; keys and codes must not clash with any other area.

export const HELP_VALIDATION = {
  'v.help.title.required': { zh_CN: '请填写标题', en_US: 'Enter a title', fr_FR: 'Saisissez un titre' },
  'v.help.body.required': { zh_CN: '请填写正文', en_US: 'Enter the text', fr_FR: 'Saisissez le texte' },
  'v.help.name.required': { zh_CN: '请填写分类名称', en_US: 'Enter the category name', fr_FR: 'Saisissez le nom de la catégorie' },
  'v.help.category.required': { zh_CN: '请选择分类', en_US: 'Choose a category', fr_FR: 'Choisissez une catégorie' },
  'v.help.sort.range': { zh_CN: '排序应为 0 到 9999 的整数', en_US: 'Order must be a whole number from 0 to 9999', fr_FR: "L'ordre doit être un entier de 0 à 9999" },
  'v.help.query.required': { zh_CN: '请输入要搜索的内容', en_US: 'Enter what you are looking for', fr_FR: 'Saisissez ce que vous cherchez' },
} as const satisfies Record<string, Localized>;

export const HELP_ERRORS = {
  // Unpublished, deleted or never there: the same answer to readers.
  HELP_ARTICLE_NOT_FOUND: {
    code: 1_015_001,
    http: 404,
    msg: { zh_CN: '帮助文章不存在', en_US: 'Help article not found', fr_FR: "Article d'aide introuvable" },
  },
  HELP_CATEGORY_NOT_FOUND: {
    code: 1_015_002,
    http: 404,
    msg: { zh_CN: '帮助分类不存在', en_US: 'Help category not found', fr_FR: "Catégorie d'aide introuvable" },
  },
  // Articles keep their category: move or delete them first.
  HELP_CATEGORY_NOT_EMPTY: {
    code: 1_015_003,
    http: 409,
    msg: {
      zh_CN: '该分类下还有文章，请先移动或删除文章',
      en_US: 'This category still has articles: move or delete them first',
      fr_FR: "Cette catégorie contient encore des articles : déplacez-les ou supprimez-les d'abord",
    },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;

// The search's empty answer, as the help page shows it.
export const HELP_NO_RESULT: Localized = {
  zh_CN: '没有找到相关帮助内容',
  en_US: 'No relevant help content found',
  fr_FR: 'Aucune aide correspondante trouvée',
};
