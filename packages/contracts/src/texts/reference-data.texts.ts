import type { Localized } from '../locale.js';

// Validation texts and errors of the reference-data desk: dictionaries and need-to-know texts
// staff edit (1_020_0xx). validation.ts and errors.ts spread them into their one table; keys and
// codes must not clash with any other area.

export const REFERENCE_DATA_VALIDATION = {
  'v.dict.type.format': {
    zh_CN: '字典类型应以小写字母开头，只含小写字母、数字和下划线',
    en_US: 'Type must start with a lower-case letter and hold only lower-case letters, digits and _',
    fr_FR: 'Le type doit commencer par une minuscule et ne contenir que minuscules, chiffres et _',
  },
  'v.dict.name.required': { zh_CN: '请填写字典名称', en_US: 'Enter the dictionary name', fr_FR: 'Saisissez le nom du dictionnaire' },
  'v.dict.value.required': { zh_CN: '请填写键值', en_US: 'Enter the value', fr_FR: 'Saisissez la valeur' },
  'v.dict.label.required': { zh_CN: '请填写标签', en_US: 'Enter the label', fr_FR: "Saisissez l'intitulé" },
  'v.dict.color.oneOf': { zh_CN: '请选择颜色', en_US: 'Choose a colour', fr_FR: 'Choisissez une couleur' },
  'v.dict.sort.range': {
    zh_CN: '排序应为 0 到 9999 的整数',
    en_US: 'Order must be a whole number from 0 to 9999',
    fr_FR: "L'ordre doit être un entier de 0 à 9999",
  },
  'v.needKnow.key.oneOf': { zh_CN: '请选择须知', en_US: 'Choose a text', fr_FR: 'Choisissez un texte' },
  'v.needKnow.title.required': { zh_CN: '请填写标题', en_US: 'Enter a title', fr_FR: 'Saisissez un titre' },
  'v.needKnow.content.required': { zh_CN: '请填写正文', en_US: 'Enter the text', fr_FR: 'Saisissez le texte' },
} as const satisfies Record<string, Localized>;

export const REFERENCE_DATA_ERRORS = {
  DICT_TYPE_NOT_FOUND: {
    code: 1_020_001,
    http: 404,
    msg: { zh_CN: '字典类型不存在', en_US: 'Dictionary type not found', fr_FR: 'Type de dictionnaire introuvable' },
  },
  DICT_TYPE_DUPLICATE: {
    code: 1_020_002,
    http: 409,
    msg: { zh_CN: '字典类型已存在', en_US: 'This dictionary type already exists', fr_FR: 'Ce type de dictionnaire existe déjà' },
  },
  DICT_DATA_NOT_FOUND: {
    code: 1_020_003,
    http: 404,
    msg: { zh_CN: '字典数据不存在', en_US: 'Dictionary entry not found', fr_FR: 'Entrée de dictionnaire introuvable' },
  },
  DICT_DATA_DUPLICATE: {
    code: 1_020_004,
    http: 409,
    msg: {
      zh_CN: '该字典已有此键值',
      en_US: 'This dictionary already has an entry with this value',
      fr_FR: 'Ce dictionnaire a déjà une entrée avec cette valeur',
    },
  },
  // Someone changed the row since the screen read it: reload, then decide again.
  REFERENCE_STATE_UNCHANGED: {
    code: 1_020_005,
    http: 409,
    msg: {
      zh_CN: '状态已是所选状态，请刷新',
      en_US: 'It is already in that state: reload the page',
      fr_FR: 'Il est déjà dans cet état : rechargez la page',
    },
  },
  NEED_KNOW_NOT_FOUND: {
    code: 1_020_006,
    http: 404,
    msg: { zh_CN: '须知不存在', en_US: 'Need-to-know text not found', fr_FR: 'Texte à connaître introuvable' },
  },
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
