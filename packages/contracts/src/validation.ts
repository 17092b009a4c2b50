import type { Locale, Localized } from './locale.js';
import { format } from './locale.js';
import { ABNORMAL_VALIDATION } from './texts/abnormal.texts.js';
import { HELP_VALIDATION } from './texts/help.texts.js';
import { REFERENCE_DATA_VALIDATION } from './texts/reference-data.texts.js';
import { ADVICE_VALIDATION } from './texts/advice.texts.js';
import { CARGO_CONTROL_VALIDATION } from './texts/cargo-control.texts.js';
import { GIFTS_VALIDATION } from './texts/gifts.texts.js';
import { MONEY_VALIDATION } from './texts/money.texts.js';
import { NOTICES_VALIDATION } from './texts/notices.texts.js';
import { POINTS_VALIDATION } from './texts/points.texts.js';
import { PRICE_VALIDATION } from './texts/price.texts.js';
import { SHIPMENT_VALIDATION } from './texts/shipment.texts.js';

// Texts of validation rules. A schema names its rule by key (`z.string().min(6, 'v.password.min')`);
// the server answers the text in the caller's language, and the web form shows the same text.
export const VALIDATION_MESSAGES = {
  // Generic texts, chosen from zod's issue code when a schema gives no key of its own.
  'v.required': { zh_CN: '不能为空', en_US: 'is required', fr_FR: 'est obligatoire' },
  'v.type': { zh_CN: '类型应为 {expected}', en_US: 'must be a {expected}', fr_FR: 'doit être de type {expected}' },
  'v.minLength': { zh_CN: '至少 {minimum} 个字符', en_US: 'must be at least {minimum} characters', fr_FR: 'doit contenir au moins {minimum} caractères' },
  'v.maxLength': { zh_CN: '最多 {maximum} 个字符', en_US: 'must be at most {maximum} characters', fr_FR: 'doit contenir au plus {maximum} caractères' },
  'v.min': { zh_CN: '不能小于 {minimum}', en_US: 'must be at least {minimum}', fr_FR: 'doit être au moins {minimum}' },
  'v.max': { zh_CN: '不能大于 {maximum}', en_US: 'must be at most {maximum}', fr_FR: 'doit être au plus {maximum}' },
  'v.format': { zh_CN: '格式不正确', en_US: 'has a wrong format', fr_FR: 'a un format incorrect' },
  'v.oneOf': { zh_CN: '取值应为 {values} 之一', en_US: 'must be one of {values}', fr_FR: 'doit être parmi {values}' },
  'v.unknownKey': { zh_CN: '不支持的字段', en_US: 'is not an accepted field', fr_FR: "n'est pas un champ accepté" },
  'v.invalid': { zh_CN: '无效', en_US: 'is invalid', fr_FR: 'est invalide' },
  'v.id': { zh_CN: '应为正整数编号', en_US: 'must be a positive whole number', fr_FR: 'doit être un nombre entier positif' },
  // Texts of docs/product/identity.md.
  'v.mobile.required': { zh_CN: '手机号不能为空', en_US: 'Phone number cannot be empty', fr_FR: 'Le numéro de téléphone est obligatoire' },
  'v.mobile.numeric': { zh_CN: '手机号只能是数字', en_US: 'Phone must be numeric', fr_FR: 'Le téléphone ne doit contenir que des chiffres' },
  'v.mobile.format': { zh_CN: '手机号格式错误', en_US: 'Phone format wrong', fr_FR: 'Format du téléphone incorrect' },
  'v.areaCode.required': { zh_CN: '区号不能为空', en_US: 'Area code is required', fr_FR: "L'indicatif est obligatoire" },
  'v.account.required': { zh_CN: '账号不能为空', en_US: 'Account cannot be empty', fr_FR: 'Le compte est obligatoire' },
  'v.password.required': { zh_CN: '密码不能为空', en_US: 'Password cannot be empty', fr_FR: 'Le mot de passe est obligatoire' },
  'v.password.min': { zh_CN: '密码不能少于6位', en_US: 'Password cannot be less than 6', fr_FR: 'Le mot de passe doit contenir au moins 6 caractères' },
  'v.password.max': { zh_CN: '密码不能超过32位', en_US: 'Password cannot be more than 32', fr_FR: 'Le mot de passe ne peut pas dépasser 32 caractères' },
  'v.password.chars': {
    zh_CN: '密码只能由6-32位字母和数字组成',
    en_US: 'Password must be 6 to 32 letters and digits',
    fr_FR: 'Le mot de passe doit comporter de 6 à 32 lettres et chiffres',
  },
  // Checked on the server only (apps/server/src/lib/common-passwords.ts): the list is too big for the forms.
  'v.password.common': {
    zh_CN: '该密码过于常见，容易被猜中，请换一个',
    en_US: 'This password is too common and easy to guess, please choose another',
    fr_FR: 'Ce mot de passe est trop courant et facile à deviner, choisissez-en un autre',
  },
  // Forms with several password fields name each one (no three identical "Password cannot be empty").
  'v.password.current.required': { zh_CN: '原密码不能为空', en_US: 'Current password cannot be empty', fr_FR: 'Le mot de passe actuel est obligatoire' },
  'v.password.new.required': { zh_CN: '新密码不能为空', en_US: 'New password cannot be empty', fr_FR: 'Le nouveau mot de passe est obligatoire' },
  'v.password.confirm.required': {
    zh_CN: '确认密码不能为空',
    en_US: 'Password confirmation cannot be empty',
    fr_FR: 'La confirmation du mot de passe est obligatoire',
  },
  'v.controlPassword.required': { zh_CN: '控货密码不能为空', en_US: 'Control password cannot be empty', fr_FR: 'Le mot de passe de contrôle est obligatoire' },
  'v.password.mismatch': { zh_CN: '两次输入的密码不一致', en_US: 'The two passwords do not match', fr_FR: 'Les deux mots de passe ne correspondent pas' },
  'v.code.required': { zh_CN: '验证码不能为空', en_US: 'Verification code cannot be empty', fr_FR: 'Le code de vérification est obligatoire' },
  'v.code.format': { zh_CN: '验证码为6位数字', en_US: 'The verification code is 6 digits', fr_FR: 'Le code de vérification comporte 6 chiffres' },
  'v.agreement.required': {
    zh_CN: '请阅读并勾选服务协议',
    en_US: 'Please read and accept the service agreement',
    fr_FR: "Veuillez lire et accepter l'accord de service",
  },
  'v.email.format': { zh_CN: '邮箱格式错误', en_US: 'Email format wrong', fr_FR: "Format de l'e-mail incorrect" },
  'v.nickname.max': { zh_CN: '昵称最多50个字符', en_US: 'Nickname is at most 50 characters', fr_FR: 'Le pseudo ne dépasse pas 50 caractères' },
  'v.nickname.required': { zh_CN: '昵称不能为空', en_US: 'Nickname cannot be empty', fr_FR: 'Le pseudo est obligatoire' },
  'v.email.required': { zh_CN: '邮箱不能为空', en_US: 'Email cannot be empty', fr_FR: "L'e-mail est obligatoire" },
  'v.password.oldOrCode': {
    zh_CN: '请输入原密码或短信验证码',
    en_US: 'Enter the current password or an SMS code',
    fr_FR: 'Saisissez le mot de passe actuel ou un code SMS',
  },
  'v.company.name.required': { zh_CN: '公司名称不能为空', en_US: 'Company name cannot be empty', fr_FR: "Le nom de l'entreprise est obligatoire" },
  'v.kyc.name.required': { zh_CN: '姓名不能为空', en_US: 'Name cannot be empty', fr_FR: 'Le nom est obligatoire' },
  'v.kyc.cardType.required': { zh_CN: '请选择证件类型', en_US: 'Choose the ID type', fr_FR: "Choisissez le type de pièce d'identité" },
  'v.kyc.cardNumber.required': { zh_CN: '证件号码不能为空', en_US: 'ID number cannot be empty', fr_FR: "Le numéro d'identité est obligatoire" },
  'v.kyc.cardNumber.format': {
    zh_CN: '证件号码不正确',
    en_US: 'The ID number is not valid for this ID type',
    fr_FR: "Le numéro n'est pas valide pour ce type de pièce",
  },
  // Company verification: a registration or tax number, not a person's ID number.
  'v.kyc.registrationNumber.required': {
    zh_CN: '注册号或税号不能为空',
    en_US: 'Registration or tax number cannot be empty',
    fr_FR: "Le numéro d'immatriculation ou fiscal est obligatoire",
  },
  'v.kyc.registrationNumber.format': {
    zh_CN: '注册号或税号只能包含字母、数字、空格和 . / -',
    en_US: 'Registration or tax number may hold only letters, digits, spaces and . / -',
    fr_FR: "Le numéro d'immatriculation ou fiscal ne contient que lettres, chiffres, espaces et . / -",
  },
  'v.kyc.img1.required': { zh_CN: '请上传证件正面照片', en_US: 'Upload the front photo', fr_FR: 'Téléversez la photo recto' },
  'v.kyc.img2.required': { zh_CN: '请上传证件反面照片', en_US: 'Upload the back photo', fr_FR: 'Téléversez la photo verso' },
  'v.kyc.legalPerson.required': { zh_CN: '法人不能为空', en_US: 'Legal person cannot be empty', fr_FR: 'Le représentant légal est obligatoire' },
  'v.kyc.certificate.required': {
    zh_CN: '请上传营业执照',
    en_US: 'Upload the business certificate',
    fr_FR: "Téléversez le certificat d'entreprise",
  },
  'v.notifications.email.unbound': {
    zh_CN: '请先绑定邮箱',
    en_US: 'Bind an e-mail address first',
    fr_FR: "Associez d'abord une adresse e-mail",
  },
  'v.member.reason.required': { zh_CN: '请填写原因', en_US: 'Give the reason', fr_FR: 'Indiquez le motif' },
  'v.kyc.reason.required': { zh_CN: '请填写驳回原因', en_US: 'Give the reason for the rejection', fr_FR: 'Indiquez le motif du refus' },
  'v.captcha.required': {
    zh_CN: '请完成安全验证',
    en_US: 'Please complete the security verification',
    fr_FR: 'Veuillez effectuer la vérification de sécurité',
  },
  // Fields that point at uploaded files (contracts/files.ts).
  'v.file.url': { zh_CN: '文件地址不正确', en_US: 'is not an uploaded file', fr_FR: "n'est pas un fichier téléversé" },
  'v.file.unknown': {
    zh_CN: '文件不存在或不能用于此处，请重新上传',
    en_US: 'File not found or not accepted here, please upload it again',
    fr_FR: 'Fichier introuvable ou non accepté ici, veuillez le téléverser à nouveau',
  },
  'v.file.tooMany': { zh_CN: '最多 {maximum} 个文件', en_US: 'at most {maximum} files', fr_FR: 'au plus {maximum} fichiers' },
  // Address book (docs/product/address-book.md).
  'v.contactName.required': { zh_CN: '姓名不能为空', en_US: 'Name cannot be empty', fr_FR: 'Le nom est obligatoire' },
  'v.company.required': { zh_CN: '公司不能为空', en_US: 'Company cannot be empty', fr_FR: "L'entreprise est obligatoire" },
  'v.phone.required': { zh_CN: '电话不能为空', en_US: 'Phone cannot be empty', fr_FR: 'Le téléphone est obligatoire' },
  'v.phone.numeric': { zh_CN: '电话只能是数字', en_US: 'Phone must be numeric', fr_FR: 'Le téléphone ne doit contenir que des chiffres' },
  'v.phone.format': { zh_CN: '电话格式错误', en_US: 'Phone format wrong', fr_FR: 'Format du téléphone incorrect' },
  'v.country.required': { zh_CN: '请选择国家', en_US: 'Please choose a country', fr_FR: 'Veuillez choisir un pays' },
  'v.city.required': { zh_CN: '请选择城市', en_US: 'Please choose a city', fr_FR: 'Veuillez choisir une ville' },
  'v.city.outsideCountry': {
    zh_CN: '所选城市不属于该国家',
    en_US: 'The city is not in the chosen country',
    fr_FR: "La ville n'est pas dans le pays choisi",
  },
  'v.fullAddress.required': { zh_CN: '详细地址不能为空', en_US: 'Full address cannot be empty', fr_FR: "L'adresse complète est obligatoire" },
  'v.fullAddress.max': {
    zh_CN: '详细地址最多100个字符',
    en_US: 'Full address is at most 100 characters',
    fr_FR: "L'adresse complète ne dépasse pas 100 caractères",
  },
  'v.groupTitle.required': { zh_CN: '分组名称不能为空', en_US: 'Group name cannot be empty', fr_FR: 'Le nom du groupe est obligatoire' },
  'v.groupSort.required': { zh_CN: '排序不能为空', en_US: 'Sort order cannot be empty', fr_FR: "L'ordre de tri est obligatoire" },
  'v.group.moveTarget': {
    zh_CN: '请选择要移入的其他分组',
    en_US: 'Choose another group to move the contacts to',
    fr_FR: 'Choisissez un autre groupe où déplacer les contacts',
  },
  // Staff accounts (contracts/staff.ts).
  'v.staff.username.required': { zh_CN: '用户名不能为空', en_US: 'Username cannot be empty', fr_FR: "Le nom d'utilisateur est obligatoire" },
  'v.staff.username.format': {
    zh_CN: '用户名为3-32位小写字母、数字或 . _ -，以字母开头',
    en_US: 'Username: 3 to 32 lower-case letters, digits or . _ -, starting with a letter',
    fr_FR: "Nom d'utilisateur : 3 à 32 minuscules, chiffres ou . _ -, commençant par une lettre",
  },
  'v.staff.name.required': { zh_CN: '姓名不能为空', en_US: 'Name cannot be empty', fr_FR: 'Le nom est obligatoire' },
  'v.staff.password.min': {
    zh_CN: '员工密码不能少于8位',
    en_US: 'A staff password has at least 8 characters',
    fr_FR: 'Un mot de passe du personnel compte au moins 8 caractères',
  },
  'v.staff.password.max': {
    zh_CN: '员工密码不能超过64位',
    en_US: 'A staff password has at most 64 characters',
    fr_FR: 'Un mot de passe du personnel compte au plus 64 caractères',
  },
  'v.staff.password.mix': {
    zh_CN: '员工密码须同时包含字母和数字',
    en_US: 'A staff password mixes letters and digits',
    fr_FR: 'Un mot de passe du personnel mêle lettres et chiffres',
  },
  'v.staff.roles.required': { zh_CN: '请至少选择一个角色', en_US: 'Choose at least one role', fr_FR: 'Choisissez au moins un rôle' },
  'v.staff.roles.oneOf': {
    zh_CN: '角色应为 operator、reviewer、service、finance 或 administrator',
    en_US: 'A role is operator, reviewer, service, finance or administrator',
    fr_FR: 'Un rôle est operator, reviewer, service, finance ou administrator',
  },
  // Shipping orders (docs/product/orders.md).
  'v.order.integer': { zh_CN: '须为整数', en_US: 'must be a whole number', fr_FR: 'doit être un nombre entier' },
  'v.order.orderType.required': { zh_CN: '请选择订单类型', en_US: 'Choose the order type', fr_FR: 'Choisissez le type de commande' },
  'v.order.startCity.required': { zh_CN: '请选择始发城市', en_US: 'Choose the origin city', fr_FR: "Choisissez la ville d'origine" },
  'v.order.destCountry.required': { zh_CN: '请选择目的国家', en_US: 'Choose the destination country', fr_FR: 'Choisissez le pays de destination' },
  'v.order.destCity.required': { zh_CN: '请选择目的城市', en_US: 'Choose the destination city', fr_FR: 'Choisissez la ville de destination' },
  'v.order.marks.required': { zh_CN: '唛头不能为空', en_US: 'Shipping mark cannot be empty', fr_FR: "La marque d'expédition est obligatoire" },
  'v.order.marks.letterFirst': {
    zh_CN: '唛头须以字母 A–Z 开头，不能以数字开头',
    en_US: 'The shipping mark must start with a letter A–Z, not a digit',
    fr_FR: "La marque d'expédition doit commencer par une lettre A–Z, pas par un chiffre",
  },
  'v.order.marks.chars': {
    zh_CN: '唛头只能使用字母 A–Z 和数字 0–9：不能有重音字母（如 É）、中文、空格或符号',
    en_US: 'The shipping mark takes only the letters A–Z and the digits 0–9: no accented letters (such as É), spaces or symbols',
    fr_FR: "La marque d'expédition n'accepte que les lettres A–Z et les chiffres 0–9 : ni lettre accentuée (comme É), ni espace, ni symbole",
  },
  'v.order.party.name.required': { zh_CN: '姓名不能为空', en_US: 'Name cannot be empty', fr_FR: 'Le nom est obligatoire' },
  'v.order.controller.name.required': { zh_CN: '控货人姓名不能为空', en_US: "Controller's name cannot be empty", fr_FR: 'Le nom du contrôleur est obligatoire' },
  'v.order.controller.required': {
    zh_CN: '控货订单须填写控货人',
    en_US: 'An order under cargo control needs a controller',
    fr_FR: 'Une commande sous contrôle doit avoir un contrôleur',
  },
  'v.order.consignee.foreign': {
    zh_CN: '非控货订单只能选择国外收货人',
    en_US: 'An order not under cargo control may only have a consignee abroad',
    fr_FR: "Une commande non contrôlée ne peut avoir qu'un destinataire à l'étranger",
  },
  'v.order.goods.required': { zh_CN: '请至少添加一行货物', en_US: 'Add at least one goods line', fr_FR: 'Ajoutez au moins une ligne de marchandises' },
  'v.order.goods.proZh.required': { zh_CN: '中文品名不能为空', en_US: 'Chinese item name cannot be empty', fr_FR: "Le nom chinois de l'article est obligatoire" },
  'v.order.goods.proEn.required': { zh_CN: '英文品名不能为空', en_US: 'English item name cannot be empty', fr_FR: "Le nom anglais de l'article est obligatoire" },
  'v.order.goods.unit.required': { zh_CN: '请选择单位', en_US: 'Choose the unit', fr_FR: "Choisissez l'unité" },
  'v.order.goods.num': { zh_CN: '件数须为大于0的整数', en_US: 'Pieces must be a whole number above 0', fr_FR: 'Le nombre de colis doit être un entier supérieur à 0' },
  'v.order.goods.quantity': { zh_CN: '数量须为大于0的整数', en_US: 'Quantity must be a whole number above 0', fr_FR: 'La quantité doit être un entier supérieur à 0' },
  'v.order.goods.volume': { zh_CN: '体积须大于0', en_US: 'Volume must be above 0', fr_FR: 'Le volume doit être supérieur à 0' },
  'v.order.goods.weight': { zh_CN: '重量须大于0', en_US: 'Weight must be above 0', fr_FR: 'Le poids doit être supérieur à 0' },
  'v.order.goods.worth': { zh_CN: '货值须大于0', en_US: 'Worth must be above 0', fr_FR: 'La valeur doit être supérieure à 0' },
  'v.order.link.format': {
    zh_CN: '链接须以 http:// 或 https:// 开头',
    en_US: 'The link must start with http:// or https://',
    fr_FR: 'Le lien doit commencer par http:// ou https://',
  },
  'v.order.collectionProxy': {
    zh_CN: '代收货款须大于0',
    en_US: 'The collection amount must be above 0',
    fr_FR: 'Le montant à encaisser doit être supérieur à 0',
  },
  'v.order.deliveryDate.required': { zh_CN: '请选择预计送货日期', en_US: 'Choose the estimated delivery date', fr_FR: 'Choisissez la date de livraison prévue' },
  'v.order.deliveryaddress.required': { zh_CN: '收货区域不能为空', en_US: 'Receiving area cannot be empty', fr_FR: 'La zone de réception est obligatoire' },
  'v.order.addressdetail.required': { zh_CN: '详细地址不能为空', en_US: 'Detailed address cannot be empty', fr_FR: "L'adresse détaillée est obligatoire" },
  'v.order.loadingTime.required': { zh_CN: '上门提货须填写装货时间', en_US: 'A pickup needs the loading time', fr_FR: "Un enlèvement nécessite l'heure de chargement" },
  'v.order.loadingAddress.required': {
    zh_CN: '上门提货须填写装货地址',
    en_US: 'A pickup needs the loading address',
    fr_FR: "Un enlèvement nécessite l'adresse de chargement",
  },
  'v.order.customDraweeList.required': {
    zh_CN: '请指定各项费用的付款方',
    en_US: 'Say who pays each fee',
    fr_FR: 'Indiquez qui paie chaque frais',
  },
  'v.order.ids.required': { zh_CN: '请至少选择一条记录', en_US: 'Please select at least one record', fr_FR: 'Veuillez sélectionner au moins un enregistrement' },
  'v.order.trackNo.required': {
    zh_CN: '请输入订单号或唛头',
    en_US: 'Enter an order number or shipping mark',
    fr_FR: "Saisissez un numéro de commande ou une marque d'expédition",
  },
  'v.order.receipt.cartons': { zh_CN: '箱数须为大于0的整数', en_US: 'Cartons must be a whole number above 0', fr_FR: 'Le nombre de cartons doit être un entier supérieur à 0' },
  'v.order.receipt.size.required': { zh_CN: '尺寸不能为空', en_US: 'Size cannot be empty', fr_FR: 'Les dimensions sont obligatoires' },
  'v.scan.code.required': { zh_CN: '请输入或扫描单号、唛头、手机号或柜号', en_US: 'Type or scan an order number, shipping mark, mobile or container number', fr_FR: 'Saisissez ou scannez un n° de commande, une marque, un mobile ou un n° de conteneur' },
  'v.order.event.place.required': { zh_CN: '地点不能为空', en_US: 'Place cannot be empty', fr_FR: 'Le lieu est obligatoire' },
  // A place, channel, unit or product attribute that does not exist or does not fit the route.
  'v.order.route.unavailable': {
    zh_CN: '该线路不可用',
    en_US: 'is not available on this route',
    fr_FR: "n'est pas disponible sur cette ligne",
  },
  // The reason a goods line is flagged: {attr} and {channel} are names in the reader's language.
  'v.order.goods.restricted': {
    zh_CN: '「{attr}」类货物不能走「{channel}」渠道',
    en_US: '{attr}: not accepted on the {channel} channel',
    fr_FR: '{attr} : non accepté sur le canal {channel}',
  },
  // Submitting a draft that is not yet complete: {field} names the first missing or wrong field.
  'v.order.incomplete': {
    zh_CN: '订单信息不完整：{field}',
    en_US: 'The order is not complete: {field}',
    fr_FR: 'La commande est incomplète : {field}',
  },
  'v.order.flag.reason.required': {
    zh_CN: '标记时须填写原因',
    en_US: 'Say why the order is flagged',
    fr_FR: 'Indiquez pourquoi la commande est signalée',
  },
  // Order spreadsheets (order-import.ts): what only a sheet can get wrong.
  'v.order.import.ref.required': { zh_CN: '行号不能为空', en_US: 'Row reference cannot be empty', fr_FR: 'La référence de ligne est obligatoire' },
  'v.order.import.ref.duplicate': {
    zh_CN: '该行号已用于第 {line} 行的订单',
    en_US: 'This row reference is already used by the order on line {line}',
    fr_FR: 'Cette référence est déjà prise par la commande de la ligne {line}',
  },
  'v.order.import.ref.unknown': {
    zh_CN: '订单表中没有该行号',
    en_US: 'No order on the orders sheet has this row reference',
    fr_FR: "Aucune commande de la feuille des commandes n'a cette référence",
  },
  'v.order.import.notFound': { zh_CN: '“{value}”不在可选列表中', en_US: '"{value}" is not in the list', fr_FR: '« {value} » ne figure pas dans la liste' },
  'v.order.import.choice': { zh_CN: '请填写以下之一：{values}', en_US: 'Write one of: {values}', fr_FR: "Indiquez l'une des valeurs : {values}" },
  'v.order.import.yesNo': { zh_CN: '请填写“是”或“否”', en_US: 'Write Yes or No', fr_FR: 'Indiquez Oui ou Non' },
  // Later areas keep their texts beside each other in texts/*.texts.ts.
  ...CARGO_CONTROL_VALIDATION,
  ...MONEY_VALIDATION,
  ...PRICE_VALIDATION,
  ...ABNORMAL_VALIDATION,
  ...POINTS_VALIDATION,
  ...GIFTS_VALIDATION,
  ...HELP_VALIDATION,
  ...REFERENCE_DATA_VALIDATION,
  ...NOTICES_VALIDATION,
  ...ADVICE_VALIDATION,
  ...SHIPMENT_VALIDATION,
} as const satisfies Record<string, Localized>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationKey(key: string): key is ValidationKey {
  return key in VALIDATION_MESSAGES;
}

// The part of a zod issue needed to phrase it (zod 4 issue shape, kept structural so this
// package does not depend on zod internals).
export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  input?: unknown;
  expected?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  keys?: readonly string[];
}

// Which rule an issue broke, as a stable word clients can match on.
export function issueRule(issue: IssueLike): string {
  if (isValidationKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  return issue.code;
}

// The text of an issue in one language: the schema's own key when it gave one, else a
// generic text from the issue code.
export function issueText(issue: IssueLike, locale: Locale): string {
  const t = (key: ValidationKey, params?: Record<string, string | number>) =>
    format(VALIDATION_MESSAGES[key][locale], params);
  // A schema's own key may name a generic text with a limit ('v.maxLength'): fill it in.
  if (isValidationKey(issue.message)) return t(issue.message, { minimum: String(issue.minimum), maximum: String(issue.maximum) });
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? t('v.required')
        : t('v.type', { expected: String(issue.expected) });
    case 'too_small':
      if (isText && Number(issue.minimum) === 1) return t('v.required');
      return t(isText ? 'v.minLength' : 'v.min', { minimum: String(issue.minimum) });
    case 'too_big':
      return t(isText ? 'v.maxLength' : 'v.max', { maximum: String(issue.maximum) });
    case 'invalid_format':
      return t('v.format');
    case 'invalid_value':
      return t('v.oneOf', { values: (issue.values ?? []).map(String).join(', ') });
    case 'unrecognized_keys':
      return t('v.unknownKey');
    default:
      return t('v.invalid');
  }
}

export function issueField(issue: IssueLike): string {
  return issue.path.map(String).join('.') || '(body)';
}
