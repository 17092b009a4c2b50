import type { Locale, Localized } from './locale.js';
import { format } from './locale.js';
import { ABNORMAL_ERRORS } from './texts/abnormal.texts.js';
import { HELP_ERRORS } from './texts/help.texts.js';
import { REFERENCE_DATA_ERRORS } from './texts/reference-data.texts.js';
import { ADVICE_ERRORS } from './texts/advice.texts.js';
import { CARGO_CONTROL_ERRORS } from './texts/cargo-control.texts.js';
import { GIFTS_ERRORS } from './texts/gifts.texts.js';
import { MONEY_ERRORS } from './texts/money.texts.js';
import { NOTICES_ERRORS } from './texts/notices.texts.js';
import { POINTS_ERRORS } from './texts/points.texts.js';
import { PRICE_ERRORS } from './texts/price.texts.js';
import { SHIPMENT_ERRORS } from './texts/shipment.texts.js';
import { TOKEN_CODES } from './token-codes.js';

// One table of every error the API answers with. The key is the stable name used in code,
// `code` the number clients see, `http` the HTTP status sent with it. Add new entries here;
// the union below makes each name exhaustively known to server and web.
export const ERRORS = {
  // Generic
  BAD_REQUEST: {
    code: 400,
    http: 400,
    msg: { zh_CN: '请求参数不正确：{detail}', en_US: 'Invalid request: {detail}', fr_FR: 'Requête invalide : {detail}' },
  },
  UNAUTHORIZED: {
    code: 401,
    http: 401,
    msg: { zh_CN: '请先登录', en_US: 'Please log in first', fr_FR: 'Veuillez vous connecter' },
  },
  FORBIDDEN: {
    code: 403,
    http: 403,
    msg: { zh_CN: '没有该操作权限', en_US: 'You are not allowed to do this', fr_FR: "Vous n'êtes pas autorisé à effectuer cette action" },
  },
  NOT_FOUND: {
    code: 404,
    http: 404,
    msg: { zh_CN: '请求的资源不存在', en_US: 'Not found', fr_FR: 'Ressource introuvable' },
  },
  PAYLOAD_TOO_LARGE: {
    code: 413,
    http: 413,
    msg: { zh_CN: '请求内容过大', en_US: 'Request too large', fr_FR: 'Requête trop volumineuse' },
  },
  TOO_MANY_REQUESTS: {
    code: 429,
    http: 429,
    msg: {
      zh_CN: '请求过于频繁，请 {seconds} 秒后重试',
      en_US: 'Too many requests, retry in {seconds} s',
      fr_FR: 'Trop de requêtes, réessayez dans {seconds} s',
    },
  },
  // Back-pressure: the server is overloaded and refuses at once (Retry-After says when to retry).
  OVERLOADED: {
    code: 503,
    http: 503,
    msg: {
      zh_CN: '服务繁忙，请 {seconds} 秒后重试',
      en_US: 'The server is busy, please retry in {seconds} s',
      fr_FR: 'Le serveur est occupé, réessayez dans {seconds} s',
    },
  },
  INTERNAL: {
    code: 500,
    http: 500,
    msg: { zh_CN: '系统异常，请稍后再试', en_US: 'Server error, please try again later', fr_FR: 'Erreur du serveur, veuillez réessayer plus tard' },
  },
  // Token problems (docs/product/api.md): the client shows the "Confirm logout" dialog for these.
  TOKEN_INVALID: {
    code: TOKEN_CODES.invalid,
    http: 401,
    msg: { zh_CN: '登录状态无效，请重新登录', en_US: 'Invalid session, please log in again', fr_FR: 'Session invalide, veuillez vous reconnecter' },
  },
  TOKEN_REVOKED: {
    code: TOKEN_CODES.revoked,
    http: 401,
    msg: {
      zh_CN: '您已在别处登录或已退出，请重新登录',
      en_US: 'You signed in elsewhere or were logged out, please log in again',
      fr_FR: 'Vous vous êtes connecté ailleurs ou avez été déconnecté, veuillez vous reconnecter',
    },
  },
  TOKEN_EXPIRED: {
    code: TOKEN_CODES.expired,
    http: 401,
    msg: { zh_CN: '登录已过期，请重新登录', en_US: 'Session expired, please log in again', fr_FR: 'Session expirée, veuillez vous reconnecter' },
  },
  // Sign-in, SMS codes and the slider check (1_001_xxx).
  AUTH_BAD_CREDENTIALS: {
    code: 1_001_001,
    http: 400,
    msg: { zh_CN: '账号或密码不正确', en_US: 'Account or password incorrect', fr_FR: 'Compte ou mot de passe incorrect' },
  },
  AUTH_LOCKED: {
    code: 1_001_002,
    http: 429,
    msg: {
      zh_CN: '尝试次数过多，请 {minutes} 分钟后重试',
      en_US: 'Too many attempts, retry in {minutes} minutes',
      fr_FR: 'Trop de tentatives, réessayez dans {minutes} minutes',
    },
  },
  AUTH_AREA_CODE_NEEDED: {
    code: 1_001_003,
    http: 400,
    msg: {
      zh_CN: '该手机号在多个区号下注册，请选择区号',
      en_US: 'This mobile number is registered under several area codes, please choose the area code',
      fr_FR: "Ce numéro est enregistré sous plusieurs indicatifs, veuillez choisir l'indicatif",
    },
  },
  AUTH_ACCOUNT_DISABLED: {
    code: 1_001_004,
    http: 403,
    msg: {
      zh_CN: '账号已被停用，请联系客服',
      en_US: 'This account is disabled, please contact customer service',
      fr_FR: 'Ce compte est désactivé, veuillez contacter le service client',
    },
  },
  MOBILE_REGISTERED: {
    code: 1_001_005,
    http: 409,
    msg: { zh_CN: '该手机号已注册', en_US: 'This mobile number is already registered', fr_FR: 'Ce numéro de téléphone est déjà enregistré' },
  },
  REFERRAL_NOT_FOUND: {
    code: 1_001_006,
    http: 400,
    msg: { zh_CN: '推荐码不存在', en_US: 'Referral code not found', fr_FR: 'Code de parrainage introuvable' },
  },
  // data.fields names the field, like a validation answer.
  MOBILE_INVALID: {
    code: 1_001_007,
    http: 400,
    msg: { zh_CN: '手机号格式错误', en_US: 'Phone format wrong', fr_FR: 'Format du téléphone incorrect' },
  },
  SMS_CODE_INCORRECT: {
    code: 1_001_010,
    http: 400,
    msg: {
      zh_CN: '验证码不正确，还可尝试 {remaining} 次',
      en_US: 'Verification code incorrect, {remaining} attempts left',
      fr_FR: 'Code de vérification incorrect, {remaining} essais restants',
    },
  },
  SMS_CODE_EXPIRED: {
    code: 1_001_011,
    http: 400,
    msg: {
      zh_CN: '验证码已过期或已使用，请重新获取',
      en_US: 'The verification code has expired or was already used, please get a new one',
      fr_FR: 'Le code de vérification a expiré ou a déjà été utilisé, veuillez en demander un nouveau',
    },
  },
  SMS_CODE_MISSING: {
    code: 1_001_012,
    http: 400,
    msg: { zh_CN: '请先获取验证码', en_US: 'Please get a verification code first', fr_FR: "Veuillez d'abord demander un code de vérification" },
  },
  SMS_CODE_TOO_MANY_TRIES: {
    code: 1_001_013,
    http: 400,
    msg: {
      zh_CN: '验证码错误次数过多，请重新获取',
      en_US: 'Too many wrong codes, please get a new verification code',
      fr_FR: 'Trop de codes erronés, veuillez demander un nouveau code de vérification',
    },
  },
  // data.seconds: how long until a new code may be sent.
  SMS_TOO_SOON: {
    code: 1_001_014,
    http: 429,
    msg: {
      zh_CN: '验证码发送过于频繁，请 {seconds} 秒后重试',
      en_US: 'Please wait {seconds} s before requesting another code',
      fr_FR: 'Veuillez attendre {seconds} s avant de demander un autre code',
    },
  },
  SMS_DAILY_LIMIT: {
    code: 1_001_015,
    http: 429,
    msg: {
      zh_CN: '该手机号今日获取验证码次数已达上限，请明天再试',
      en_US: 'Too many codes were sent to this number today, please try again tomorrow',
      fr_FR: "Trop de codes ont été envoyés à ce numéro aujourd'hui, réessayez demain",
    },
  },
  SMS_IP_LIMIT: {
    code: 1_001_016,
    http: 429,
    msg: {
      zh_CN: '获取验证码过于频繁，请稍后再试',
      en_US: 'Too many codes requested from your network, please try again later',
      fr_FR: 'Trop de codes demandés depuis votre réseau, réessayez plus tard',
    },
  },
  SMS_SCENE_NOT_ALLOWED: {
    code: 1_001_017,
    http: 400,
    msg: {
      zh_CN: '此处不能获取该类验证码',
      en_US: 'This kind of verification code cannot be requested here',
      fr_FR: 'Ce type de code de vérification ne peut pas être demandé ici',
    },
  },
  CAPTCHA_FAILED: {
    code: 1_001_020,
    http: 400,
    msg: { zh_CN: '验证失败', en_US: 'Verification failed', fr_FR: 'La vérification a échoué' },
  },
  CAPTCHA_REQUIRED: {
    code: 1_001_021,
    http: 400,
    msg: {
      zh_CN: '请完成安全验证',
      en_US: 'Please complete the security verification',
      fr_FR: 'Veuillez effectuer la vérification de sécurité',
    },
  },
  // Several wrong passwords for this account lately: the next try needs a passed slider check
  // (the web shows the slider and sends again with captchaVerification).
  AUTH_CHECK_REQUIRED: {
    code: 1_001_022,
    http: 400,
    msg: {
      zh_CN: '该账号近期多次输错密码，请先完成安全验证',
      en_US: 'Several wrong passwords were tried for this account, please complete the security check',
      fr_FR: 'Plusieurs mots de passe erronés ont été essayés pour ce compte, veuillez effectuer la vérification',
    },
  },
  // The sign-in try needs a proof of work and came without one, with one for another account
  // or network, spent, expired, or of a lower level than the account and network are at now
  // (contracts/sign-in-work.ts): the client asks for a new challenge. Nothing was counted.
  AUTH_WORK_REQUIRED: {
    code: 1_001_024,
    http: 400,
    msg: {
      zh_CN: '登录前的浏览器校验未完成或已过期，请重试',
      en_US: 'The browser check before signing in was not completed or has expired, please try again',
      fr_FR: "La vérification du navigateur avant la connexion n'a pas abouti ou a expiré, veuillez réessayer",
    },
  },
  // A wrong code on a public sign-in route (registration, SMS sign-in, password reset): one
  // answer for wrong, expired, used, killed and never-asked codes, without the tries left, so it
  // tells nothing about the number (docs/sign-in-abuse.md).
  SMS_CODE_INVALID: {
    code: 1_001_023,
    http: 400,
    msg: {
      zh_CN: '验证码不正确或已失效，请核对或重新获取',
      en_US: 'The verification code is wrong or no longer valid: check it, or get a new one',
      fr_FR: "Le code de vérification est erroné ou n'est plus valable : vérifiez-le ou demandez-en un nouveau",
    },
  },
  // Uploaded files (1_002_xxx).
  FILE_MISSING: {
    code: 1_002_001,
    http: 400,
    msg: { zh_CN: '请选择要上传的文件', en_US: 'Please choose a file to upload', fr_FR: 'Veuillez choisir un fichier à téléverser' },
  },
  // {formats}: what the purpose accepts, e.g. "JPG, PNG, WEBP, GIF".
  FILE_TYPE_NOT_ALLOWED: {
    code: 1_002_002,
    http: 400,
    msg: {
      zh_CN: '文件格式不正确，仅支持 {formats}',
      en_US: 'Invalid format, accepted: {formats}',
      fr_FR: 'Format non valide, formats acceptés : {formats}',
    },
  },
  FILE_TOO_LARGE: {
    code: 1_002_003,
    http: 413,
    msg: { zh_CN: '文件大小超过 {maxMb}MB 限制', en_US: 'Exceeds {maxMb}MB limit', fr_FR: 'Dépasse la limite de {maxMb} Mo' },
  },
  FILE_NOT_FOUND: {
    code: 1_002_004,
    http: 404,
    msg: { zh_CN: '文件不存在', en_US: 'File not found', fr_FR: 'Fichier introuvable' },
  },
  FILE_DAILY_LIMIT: {
    code: 1_002_005,
    http: 429,
    msg: {
      zh_CN: '今日上传文件已达 {max} 个上限，请明天再试',
      en_US: 'You have uploaded the maximum of {max} files today, please try again tomorrow',
      fr_FR: "Vous avez téléversé le maximum de {max} fichiers aujourd'hui, réessayez demain",
    },
  },
  // A record (real-name, order, ...) holds the file; it stays until that record lets go.
  FILE_IN_USE: {
    code: 1_002_006,
    http: 409,
    msg: {
      zh_CN: '文件已被提交的资料使用，不能删除',
      en_US: 'This file belongs to submitted information and cannot be deleted',
      fr_FR: 'Ce fichier fait partie d’informations soumises et ne peut pas être supprimé',
    },
  },
  FILE_UNREADABLE: {
    code: 1_002_007,
    http: 400,
    msg: {
      zh_CN: '图片已损坏或无法读取',
      en_US: 'The image is damaged or cannot be read',
      fr_FR: "L'image est endommagée ou illisible",
    },
  },
  FILE_ONE_AT_A_TIME: {
    code: 1_002_008,
    http: 400,
    msg: {
      zh_CN: '每次只能上传一个文件',
      en_US: 'Upload one file at a time',
      fr_FR: 'Téléversez un fichier à la fois',
    },
  },
  // The member's own account and verification (1_003_xxx).
  OLD_PASSWORD_INCORRECT: {
    code: 1_003_001,
    http: 400,
    msg: { zh_CN: '原密码不正确', en_US: 'The current password is incorrect', fr_FR: 'Le mot de passe actuel est incorrect' },
  },
  MOBILE_UNCHANGED: {
    code: 1_003_002,
    http: 400,
    msg: {
      zh_CN: '新手机号与当前手机号相同',
      en_US: 'The new number is the same as the current one',
      fr_FR: 'Le nouveau numéro est identique au numéro actuel',
    },
  },
  EMAIL_TAKEN: {
    code: 1_003_003,
    http: 409,
    msg: {
      zh_CN: '该邮箱已被其他账号绑定',
      en_US: 'This e-mail address is already bound to another account',
      fr_FR: 'Cette adresse e-mail est déjà liée à un autre compte',
    },
  },
  COMPANY_INFO_EXISTS: {
    code: 1_003_004,
    http: 409,
    msg: {
      zh_CN: '公司信息已存在，请修改',
      en_US: 'Company information already exists, edit it instead',
      fr_FR: "Les informations de l'entreprise existent déjà, modifiez-les",
    },
  },
  COMPANY_INFO_MISSING: {
    code: 1_003_005,
    http: 404,
    msg: {
      zh_CN: '尚未填写公司信息',
      en_US: 'No company information yet',
      fr_FR: "Aucune information d'entreprise pour le moment",
    },
  },
  EMAIL_DAILY_LIMIT: {
    code: 1_003_006,
    http: 429,
    msg: {
      zh_CN: '今日发送到该邮箱的验证码过多，请明天再试',
      en_US: 'Too many codes were sent to this address today, please try again tomorrow',
      fr_FR: "Trop de codes ont été envoyés à cette adresse aujourd'hui, réessayez demain",
    },
  },
  // A provider (SMTP, SMS) refused or could not be reached: the code was not sent and does not
  // count against the resend wait.
  CODE_NOT_DELIVERED: {
    code: 1_003_007,
    http: 503,
    msg: {
      zh_CN: '验证码暂时无法发送，请稍后再试',
      en_US: 'The code could not be sent just now, please try again in a moment',
      fr_FR: "Le code n'a pas pu être envoyé pour le moment, réessayez dans un instant",
    },
  },
  KYC_ALREADY_SUBMITTED: {
    code: 1_003_010,
    http: 409,
    msg: {
      zh_CN: '认证资料已提交，仅在审核驳回后可重新提交',
      en_US: 'Already submitted: you can submit again only after a rejection',
      fr_FR: 'Déjà soumis : une nouvelle soumission n’est possible qu’après un refus',
    },
  },
  KYC_NOT_PENDING: {
    code: 1_003_011,
    http: 409,
    msg: {
      zh_CN: '该认证不在待审核状态',
      en_US: 'This verification is not waiting for review',
      fr_FR: "Cette vérification n'est pas en attente d'examen",
    },
  },
  // Address book: addresses, customers, suppliers, groups, import and export (1_004_xxx).
  // data.fields names countryId/cityId, like a validation answer.
  ADDRESS_REGION_INVALID: {
    code: 1_004_001,
    http: 400,
    msg: {
      zh_CN: '所选国家或城市不存在，或城市不属于该国家',
      en_US: 'The chosen country or city does not exist, or the city is not in that country',
      fr_FR: "Le pays ou la ville choisis n'existent pas, ou la ville n'est pas dans ce pays",
    },
  },
  GROUP_TITLE_TAKEN: {
    code: 1_004_010,
    http: 409,
    msg: { zh_CN: '已有同名分组', en_US: 'A group with this name already exists', fr_FR: 'Un groupe porte déjà ce nom' },
  },
  // data.contactCount; the caller repeats the delete with contacts=move (and targetGroupId) or ungroup.
  GROUP_NOT_EMPTY: {
    code: 1_004_011,
    http: 409,
    msg: {
      zh_CN: '该分组下还有 {count} 个联系人，请选择将其移入其他分组或取消分组',
      en_US: 'This group still has {count} contacts: choose to move them to another group or to leave them without a group',
      fr_FR: 'Ce groupe contient encore {count} contacts : choisissez de les déplacer vers un autre groupe ou de les laisser sans groupe',
    },
  },
  EXPORT_EMPTY: {
    code: 1_004_020,
    http: 400,
    msg: { zh_CN: '没有可导出的数据', en_US: 'No data available for export', fr_FR: 'Aucune donnée à exporter' },
  },
  EXPORT_NONE_SELECTED: {
    code: 1_004_021,
    http: 400,
    msg: { zh_CN: '请至少选择一条记录', en_US: 'Please select at least one record', fr_FR: 'Veuillez sélectionner au moins un enregistrement' },
  },
  IMPORT_FILE_INVALID: {
    code: 1_004_030,
    http: 400,
    msg: {
      zh_CN: '文件无法读取，请使用 .xlsx 模板',
      en_US: 'The file cannot be read, please use the .xlsx template',
      fr_FR: 'Le fichier est illisible, veuillez utiliser le modèle .xlsx',
    },
  },
  IMPORT_COLUMNS_MISSING: {
    code: 1_004_031,
    http: 400,
    msg: {
      zh_CN: '文件缺少模板中的列：{columns}',
      en_US: 'The file lacks these template columns: {columns}',
      fr_FR: 'Il manque au fichier ces colonnes du modèle : {columns}',
    },
  },
  IMPORT_EMPTY: {
    code: 1_004_032,
    http: 400,
    msg: { zh_CN: '文件中没有可导入的数据', en_US: 'The file has no rows to import', fr_FR: "Le fichier n'a aucune ligne à importer" },
  },
  IMPORT_TOO_MANY_ROWS: {
    code: 1_004_033,
    http: 400,
    msg: {
      zh_CN: '每个文件最多导入 {max} 行',
      en_US: 'A file can hold at most {max} rows',
      fr_FR: 'Un fichier peut contenir au plus {max} lignes',
    },
  },
  // A zip that unpacks to far more than any filled template (a zip bomb, or a sheet full of
  // something else than rows).
  IMPORT_FILE_TOO_LARGE: {
    code: 1_004_035,
    http: 400,
    msg: {
      zh_CN: '文件解压后超过 {max} MB，请只保留模板中的列和数据',
      en_US: 'The file unpacks to more than {max} MB, keep only the template columns and rows',
      fr_FR: 'Le fichier décompressé dépasse {max} Mo, ne gardez que les colonnes et lignes du modèle',
    },
  },
  IMPORT_TOO_FREQUENT: {
    code: 1_004_036,
    http: 429,
    msg: {
      zh_CN: '导入过于频繁，请 {seconds} 秒后重试',
      en_US: 'Too many imports, retry in {seconds} s',
      fr_FR: "Trop d'importations, réessayez dans {seconds} s",
    },
  },
  // data: { total, valid, errors: [{ line, field, message }] } — nothing was imported.
  IMPORT_ROWS_INVALID: {
    code: 1_004_034,
    http: 400,
    msg: {
      zh_CN: '有 {count} 行数据有误，未导入任何数据',
      en_US: '{count} rows have errors, nothing was imported',
      fr_FR: "{count} lignes comportent des erreurs, rien n'a été importé",
    },
  },
  // Shipping orders (1_005_xxx, docs/product/orders.md). Another member's order answers
  // ORDER_NOT_FOUND, exactly like a missing one.
  ORDER_NOT_FOUND: {
    code: 1_005_001,
    http: 404,
    msg: { zh_CN: '订单不存在', en_US: 'Order not found', fr_FR: 'Commande introuvable' },
  },
  // {status}: the order's status label in the caller's language.
  ORDER_ACTION_NOT_ALLOWED: {
    code: 1_005_002,
    http: 409,
    msg: {
      zh_CN: '订单当前状态（{status}）不允许此操作',
      en_US: 'This cannot be done while the order is {status}',
      fr_FR: "Impossible tant que la commande est à l'état « {status} »",
    },
  },
  ORDER_REAL_NAME_REQUIRED: {
    code: 1_005_003,
    http: 403,
    msg: {
      zh_CN: '请先完成实名认证',
      en_US: 'Please complete real-name authentication first',
      fr_FR: "Veuillez d'abord effectuer la vérification d'identité",
    },
  },
  // Shipping is for members under area code 86 (SHIPPING_AREA_CODE); the others are refused
  // creating, copying, importing and submitting orders.
  ORDER_AREA_CODE_NOT_ALLOWED: {
    code: 1_005_095,
    http: 403,
    msg: {
      zh_CN: '仅 +86 手机号的会员可以下单发货，如需发货请联系客服',
      en_US: 'Only members with a +86 (China) mobile number can place shipping orders; contact customer service to ship',
      fr_FR: "Seuls les membres avec un numéro de mobile en +86 (Chine) peuvent passer des commandes d'expédition ; contactez le service client pour expédier",
    },
  },
  // The same Idempotency-Key came with a different order.
  ORDER_IDEMPOTENCY_MISMATCH: {
    code: 1_005_004,
    http: 409,
    msg: {
      zh_CN: '该提交标识已用于另一份订单，请刷新后重试',
      en_US: 'This submission key was used for another order, please reload and retry',
      fr_FR: 'Cette clé de soumission a servi pour une autre commande, rechargez puis réessayez',
    },
  },
  // data.fields names the place fields that do not fit together.
  ORDER_ROUTE_UNAVAILABLE: {
    code: 1_005_005,
    http: 400,
    msg: { zh_CN: '无可用线路', en_US: 'No available line', fr_FR: 'Aucune ligne disponible' },
  },
  ORDER_ADDRESS_LOCKED: {
    code: 1_005_006,
    http: 409,
    msg: {
      zh_CN: '提交后不能修改地址，请联系客服',
      en_US: 'Address cannot be modified after submission, contact customer service',
      fr_FR: "L'adresse ne peut plus être modifiée après la soumission, contactez le service client",
    },
  },
  ORDER_FILES_LIMIT: {
    code: 1_005_007,
    http: 409,
    msg: {
      zh_CN: '已达文件数量上限，不能继续上传',
      en_US: 'Cannot upload more files - limit reached',
      fr_FR: 'Impossible de téléverser plus de fichiers : limite atteinte',
    },
  },
  ORDER_EXPORT_EMPTY: {
    code: 1_005_008,
    http: 400,
    msg: { zh_CN: '没有可导出的数据', en_US: 'No data available for export', fr_FR: 'Aucune donnée à exporter' },
  },
  // Staff: {from} and {to} are status labels.
  ORDER_TRANSITION_INVALID: {
    code: 1_005_009,
    http: 409,
    msg: {
      zh_CN: '订单不能从「{from}」变为「{to}」',
      en_US: 'An order cannot go from {from} to {to}',
      fr_FR: "Une commande ne peut pas passer de « {from} » à « {to} »",
    },
  },
  ORDER_TRACK_NOT_FOUND: {
    code: 1_005_010,
    http: 404,
    msg: {
      zh_CN: '未找到该单号的物流信息',
      en_US: 'No shipment found for this number',
      fr_FR: 'Aucun envoi trouvé pour ce numéro',
    },
  },
  // Staff steps on orders (1_005_05x, modules/orders/README.md). Awaiting warehousing → in
  // warehouse is written by the warehouse receipt, not by a transition.
  ORDER_RECEIPT_REQUIRED: {
    code: 1_005_051,
    http: 409,
    msg: {
      zh_CN: '请填写入仓单以办理入仓',
      en_US: 'Write the warehouse receipt to receive the order into the warehouse',
      fr_FR: "Saisissez le bon d'entrepôt pour réceptionner la commande",
    },
  },
  ORDER_CARGO_HELD: {
    code: 1_005_052,
    http: 409,
    msg: {
      zh_CN: '该订单处于控货中，控货人放货后才能签收',
      en_US: 'The goods are under cargo control: they can be delivered once the controller releases them',
      fr_FR: "Marchandise sous contrôle : livraison possible seulement après la mainlevée du contrôleur",
    },
  },
  // Receiving in lots (docs/warehouse.md): once some cartons are in, the shipper can no longer
  // change or cancel the order.
  ORDER_PARTLY_RECEIVED: {
    code: 1_005_053,
    http: 409,
    msg: {
      zh_CN: '部分货物已入仓，订单不能再修改或取消',
      en_US: 'Some cartons are already in the warehouse: the order can no longer be changed or cancelled',
      fr_FR: "Des cartons sont déjà à l'entrepôt : la commande ne peut plus être modifiée ni annulée",
    },
  },
  ORDER_RECEIPT_LOT_NOT_FOUND: {
    code: 1_005_054,
    http: 404,
    msg: {
      zh_CN: '该订单没有这一批入仓记录',
      en_US: 'This order has no such lot',
      fr_FR: "Cette commande n'a pas ce lot",
    },
  },
  // Documents: a consignee prints the warehouse receipt; the bill of lading comes from the shipper.
  ORDER_LADING_BILL_SHIPPER_ONLY: {
    code: 1_005_060,
    http: 403,
    msg: {
      zh_CN: '如需提单，请联系发货人',
      en_US: 'For the bill of lading, please contact the shipper',
      fr_FR: "Pour le connaissement, veuillez contacter l'expéditeur",
    },
  },
  // Order spreadsheets (1_005_07x). The generic IMPORT_* errors above serve orders too.
  ORDER_IMPORT_SHEET_MISSING: {
    code: 1_005_070,
    http: 400,
    msg: {
      zh_CN: '文件缺少模板中的工作表：{sheet}',
      en_US: 'The file lacks the template sheet {sheet}',
      fr_FR: 'Il manque au fichier la feuille du modèle {sheet}',
    },
  },
  // Staff accounts and roles (1_009_xxx, docs/staff-roles.md).
  STAFF_ROLE_MISSING: {
    code: 1_009_001,
    http: 403,
    msg: {
      zh_CN: '您的岗位角色无权进行此操作',
      en_US: 'Your staff role does not allow this',
      fr_FR: 'Votre rôle ne permet pas cette action',
    },
  },
  STAFF_USERNAME_TAKEN: {
    code: 1_009_002,
    http: 409,
    msg: { zh_CN: '该用户名已被使用', en_US: 'This username is already taken', fr_FR: "Ce nom d'utilisateur est déjà pris" },
  },
  // Disabling or demoting the last active administrator would leave no one to manage staff.
  STAFF_LAST_ADMINISTRATOR: {
    code: 1_009_003,
    http: 409,
    msg: {
      zh_CN: '至少需要保留一名有效的管理员',
      en_US: 'At least one active administrator must remain',
      fr_FR: 'Au moins un administrateur actif doit rester',
    },
  },
  STAFF_ALREADY_DISABLED: {
    code: 1_009_004,
    http: 409,
    msg: { zh_CN: '该账号已停用', en_US: 'This account is already disabled', fr_FR: 'Ce compte est déjà désactivé' },
  },
  STAFF_ALREADY_ACTIVE: {
    code: 1_009_005,
    http: 409,
    msg: { zh_CN: '该账号已启用', en_US: 'This account is already active', fr_FR: 'Ce compte est déjà actif' },
  },
  // Members as staff find and disable them (docs/staff-roles.md, "Members").
  MEMBER_ALREADY_DISABLED: {
    code: 1_009_010,
    http: 409,
    msg: { zh_CN: '该会员已停用', en_US: 'This member is already disabled', fr_FR: 'Ce membre est déjà désactivé' },
  },
  MEMBER_ALREADY_ACTIVE: {
    code: 1_009_011,
    http: 409,
    msg: { zh_CN: '该会员已启用', en_US: 'This member is already active', fr_FR: 'Ce membre est déjà actif' },
  },
  // Later areas keep their errors beside their texts (texts/*.texts.ts), each in its own range:
  // cargo control 1_006_xxx, money (balances, e-cash, refunds) 1_007_xxx, price check
  // 1_008_xxx, abnormal items 1_010_xxx, points 1_012_xxx, gifts 1_013_xxx, consultations and
  // complaints 1_014_xxx, help centre 1_015_0xx.
  ...CARGO_CONTROL_ERRORS,
  ...MONEY_ERRORS,
  ...PRICE_ERRORS,
  ...ABNORMAL_ERRORS,
  ...POINTS_ERRORS,
  ...GIFTS_ERRORS,
  ...HELP_ERRORS,
  ...REFERENCE_DATA_ERRORS,
  // Messages, notices, banners, coupons 1_011_xxx.
  ...NOTICES_ERRORS,
  ...ADVICE_ERRORS,
  // Containers and air shipments 1_018_xxx.
  ...SHIPMENT_ERRORS,
} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;

export type ErrorName = keyof typeof ERRORS;

export { TOKEN_ERROR_CODES } from './token-codes.js';

export function errorMessage(name: ErrorName, locale: Locale, params?: Record<string, string | number>): string {
  return format(ERRORS[name].msg[locale], params);
}

const byCode = new Map<number, ErrorName>(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => [ERRORS[name].code, name]),
);

export function errorNameOf(code: number): ErrorName | undefined {
  return byCode.get(code);
}
