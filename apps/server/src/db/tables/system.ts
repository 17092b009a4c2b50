import type { Generated } from 'kysely';

// Dictionaries, parameters, languages and need-know texts (docs/product/api.md).
// status everywhere: 0 enabled, 1 disabled.

export interface SystemParamTable {
  key: string;
  value: string;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

export interface DictTypeTable {
  id: Generated<number>;
  type: string;
  // Chinese name, as staff see it
  name: string;
  status: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

export interface DictDataTable {
  id: Generated<number>;
  dict_type: string;
  value: string;
  // zh_CN label
  label: string;
  label_en: string;
  label_fr: string;
  color_type: string;
  css_class: string;
  sort: number;
  status: number;
  remark: string | null;
  // JSON object with entry-specific settings (e.g. a membership level's minimum points)
  extra: string | null;
  created_at: string;
  updated_at: string;
}

export interface SystemLocaleTable {
  id: Generated<number>;
  value: string;
  label: string;
  sort: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface NeedKnowTable {
  id: Generated<number>;
  key: string;
  locale: string;
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface SystemTables {
  system_param: SystemParamTable;
  dict_type: DictTypeTable;
  dict_data: DictDataTable;
  system_locale: SystemLocaleTable;
  need_know: NeedKnowTable;
}
