import type { Localized } from '@portal/contracts/locale';
import { ORDER_IMPORT_MAX_GOODS, ORDER_IMPORT_MAX_ORDERS } from '@portal/contracts/order-import';
import type { CellKind } from './order-sheet-columns.js';

// The instructions sheet of the order import template, in the three languages.

const L = (zh_CN: string, en_US: string, fr_FR: string): Localized => ({ zh_CN, en_US, fr_FR });

export const INSTRUCTIONS = {
  general: [
    L(
      '“订单”表每行一票订单；货物写在“货物”表，每行填上所属订单的行号。',
      'One order per row on the Orders sheet; its goods lines go on the Goods sheet, each with the row reference of its order.',
      'Une commande par ligne sur la feuille Commandes ; ses marchandises vont sur la feuille Marchandises, chacune avec la référence de ligne de sa commande.',
    ),
    L(
      '带 * 的列必填。重量以千克、体积以立方米、金额以订单币种填写（如 120.50）。',
      'Columns marked * are required. Weights in kg, volumes in m³, amounts in the order currency (e.g. 120.50).',
      'Les colonnes marquées * sont obligatoires. Poids en kg, volumes en m³, montants dans la devise de la commande (ex. 120,50).',
    ),
    L(
      '城市、仓库、渠道、单位和商品属性：填写“可选值”表中的名称（三种语言均可）或其代码；多个商品属性用逗号分隔。',
      'Cities, warehouses, channels, units and product attributes: a name from the Lists sheet (in any of the three languages) or its code; separate several product attributes with commas.',
      'Villes, entrepôts, canaux, unités et attributs : un nom de la feuille Listes (dans l’une des trois langues) ou son code ; séparez plusieurs attributs par des virgules.',
    ),
    L(
      '日期格式 YYYY-MM-DD；装货时间格式 YYYY-MM-DD HH:mm（北京时间）。',
      'Dates as YYYY-MM-DD; the loading time as YYYY-MM-DD HH:mm, China time.',
      'Dates au format AAAA-MM-JJ ; heure de chargement au format AAAA-MM-JJ HH:mm, heure de Chine.',
    ),
    L(
      `导入的订单为草稿：请在订单列表中核对后提交（逐票或批量）。每个文件最多 ${ORDER_IMPORT_MAX_ORDERS} 票订单、${ORDER_IMPORT_MAX_GOODS} 行货物。`,
      `Imported orders are drafts: check them in your order list, then submit them (one by one or all selected). A file holds at most ${ORDER_IMPORT_MAX_ORDERS} orders and ${ORDER_IMPORT_MAX_GOODS} goods lines.`,
      `Les commandes importées sont des brouillons : vérifiez-les dans votre liste, puis soumettez-les (une à une ou la sélection). Un fichier contient au plus ${ORDER_IMPORT_MAX_ORDERS} commandes et ${ORDER_IMPORT_MAX_GOODS} lignes de marchandises.`,
    ),
  ],
  sheet: L('工作表', 'Sheet', 'Feuille'),
  column: L('列', 'Column', 'Colonne'),
  required: L('必填', 'Required', 'Obligatoire'),
  yes: L('是', 'Yes', 'Oui'),
  what: L('填写内容', 'What to write', 'Quoi écrire'),
  kinds: {
    text: L('文字。', 'Text.', 'Texte.'),
    int: L('大于 0 的整数。', 'A whole number above 0.', 'Un nombre entier supérieur à 0.'),
    kg: L('千克，如 12.5。', 'Kilograms, e.g. 12.5.', 'Kilogrammes, ex. 12,5.'),
    m3: L('立方米，如 0.35。', 'Cubic metres, e.g. 0.35.', 'Mètres cubes, ex. 0,35.'),
    money: L('订单币种金额，如 120.50。', 'An amount in the order currency, e.g. 120.50.', 'Un montant dans la devise de la commande, ex. 120,50.'),
    yesNo: L('是或否（留空为否）。', 'Yes or No (empty means No).', 'Oui ou Non (vide : Non).'),
    choice: L('下拉列表中的一项。', 'One of the dropdown values.', 'Une valeur de la liste déroulante.'),
    ref: L('“可选值”表中的名称，或其代码。', 'A name from the Lists sheet, or its code.', 'Un nom de la feuille Listes, ou son code.'),
    refs: L('“可选值”表中的名称或代码，用逗号分隔。', 'Names or codes from the Lists sheet, separated by commas.', 'Des noms ou codes de la feuille Listes, séparés par des virgules.'),
    date: L('日期，YYYY-MM-DD。', 'A date, YYYY-MM-DD.', 'Une date, AAAA-MM-JJ.'),
    time: L('日期和时间，YYYY-MM-DD HH:mm（北京时间）。', 'A date and time, YYYY-MM-DD HH:mm (China time).', 'Une date et une heure, AAAA-MM-JJ HH:mm (heure de Chine).'),
  } satisfies Record<CellKind, Localized>,
};
