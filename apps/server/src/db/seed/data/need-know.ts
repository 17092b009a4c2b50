import type { Locale } from '@portal/contracts/locale';
import { NEED_KNOW_KEYS, type NeedKnowKey } from '@portal/contracts/system';

// Need-know texts (docs/product/api.md, docs/decisions.md "Reference data"): plain text, paragraphs
// split by a blank line, never HTML. Every key in the three languages; the zh_CN text is the
// fallback. Staff edit them after seeding; the seeder never overwrites an existing row.

export interface NeedKnowText {
  title: string;
  content: string;
}

export interface NeedKnowSeed {
  key: NeedKnowKey;
  texts: Record<Locale, NeedKnowText>;
}

// Lines written as an array read better in the source; a blank string is a paragraph break.
const text = (...lines: string[]) => lines.join('\n');

const SERVICE_AGREEMENT: NeedKnowSeed = {
  key: 'service_agreement',
  texts: {
    zh_CN: {
      title: '会员服务协议',
      content: text(
        '欢迎注册成为本公司会员。本协议是您与本公司就会员门户及国际货运代理服务（海运拼箱、空运、海空联运、海外仓）订立的协议。注册时勾选同意，即表示您已阅读、理解并接受以下全部条款。',
        '',
        '一、账号与安全',
        '1. 账号以"区号 + 手机号"识别，一个手机号只能注册一个账号。请妥善保管登录密码、短信验证码和控货密码；因保管不当造成的损失由您自行承担。',
        '2. 订单提交前须完成实名认证；以企业名义发货的，请同时完成企业认证。您提交的资料应真实、准确、有效。',
        '',
        '二、托运与申报',
        '1. 您应如实申报品名（中英文）、件数、重量、体积和货值，唛头须与下单信息一致。',
        '2. 严禁托运法律法规及承运人禁止运输的物品。带电、液体、粉末、磁性、品牌、食品、化妆品等敏感货物须在下单时如实勾选，由本公司安排可承运的渠道。',
        '3. 因申报不实、包装不良或夹带禁运品造成的扣货、罚款、延误和第三方损失，由托运人承担。',
        '',
        '三、费用与时效',
        '运费按仓库实际称量的重量和体积计算，计费重量取实际重量与体积重量中的较大者。页面显示的时效仅供参考，海关查验、船期或航班变动、不可抗力造成的延误不属违约。',
        '',
        '四、控货与放货',
        '选择控货的订单，货物到达后须由控货人凭控货密码或短信验证码放货；控货权转让须经原控货人短信验证。',
        '',
        '五、赔偿',
        '货物在本公司责任期间丢失的，每票最高赔偿100美元，已投保的按保险条款处理；外包装完好而内物破损的，不予赔偿。',
        '',
        '六、积分与礼品',
        '积分和会员等级仅用于会员权益，不可兑现、不可转让。积分规则调整将提前在门户公告。',
        '',
        '七、其他',
        '本公司可根据业务需要修改本协议，修改后在门户公布；您继续使用服务即视为接受。客服时间：周一至周六 9:00-18:00。',
      ),
    },
    en_US: {
      title: 'Member Service Agreement',
      content: text(
        'This agreement between you and the Company covers the member portal and our freight-forwarding services: sea freight (LCL), air freight, sea-air and overseas warehouse. By ticking the box when you register, you accept it.',
        '',
        '1. Account. Your account is your area code and mobile number. Keep your password, SMS codes and control password to yourself. Real-name verification is required before an order can be submitted; companies should also complete company verification.',
        '',
        '2. Declaration. Declare item names (Chinese and English), cartons, weight, volume and value truthfully; the shipping mark on each carton must match the order. Prohibited goods are refused. Tick goods with batteries, liquids, powders, magnets, brands, food or cosmetics so we can book a channel that accepts them. The shipper bears seizures, fines and delays caused by a false declaration, poor packing or prohibited goods.',
        '',
        '3. Charges and transit times. Freight is charged on the weight and volume measured in our warehouse, using the greater of actual and volumetric weight. Transit times are indicative; delays from customs inspections, schedule changes or force majeure are not a breach.',
        '',
        '4. Cargo control. Controlled goods are released only with the control password or an SMS code sent to the controller.',
        '',
        '5. Compensation. Goods lost in our care are compensated up to USD 100 per consignment unless insured. Nothing is due when the outer packaging is intact but the contents are damaged.',
        '',
        '6. Points. Points and levels have no cash value and cannot be transferred.',
        '',
        '7. Changes. We publish amendments on the portal; continuing to use the service means you accept them. Customer service: Monday to Saturday, 9:00-18:00.',
      ),
    },
    fr_FR: {
      title: 'Contrat de service membre',
      content: text(
        "Ce contrat entre vous et la Société couvre le portail membre et nos services de transit : fret maritime (groupage), fret aérien, mer-air et entrepôt à l'étranger. En cochant la case à l'inscription, vous l'acceptez.",
        '',
        "1. Compte. Votre compte est votre indicatif et votre numéro de mobile. Gardez pour vous mot de passe, codes SMS et mot de passe de contrôle. La vérification d'identité est obligatoire avant de soumettre une commande ; les entreprises font aussi vérifier leur entreprise.",
        '',
        "2. Déclaration. Déclarez avec exactitude désignation (chinois et anglais), colis, poids, volume et valeur ; le marquage de chaque colis doit correspondre à la commande. Les marchandises interdites sont refusées. Signalez batteries, liquides, poudres, aimants, marques, denrées ou cosmétiques pour que nous choisissions un canal adapté. Saisies, amendes et retards dus à une fausse déclaration, un mauvais emballage ou des marchandises interdites sont à la charge de l'expéditeur.",
        '',
        '3. Frais et délais. Le fret est facturé sur le poids et le volume mesurés dans notre entrepôt, au plus élevé du poids réel et du poids volumétrique. Les délais sont indicatifs ; contrôles douaniers, changements de calendrier ou force majeure ne constituent pas un manquement.',
        '',
        "4. Contrôle. Les marchandises sous contrôle ne sont libérées qu'avec le mot de passe de contrôle ou un code SMS envoyé au contrôleur.",
        '',
        "5. Indemnisation. Une perte sous notre garde est indemnisée jusqu'à 100 USD par expédition, sauf assurance. Rien n'est dû si l'emballage extérieur est intact mais le contenu endommagé.",
        '',
        "6. Points. Points et niveaux n'ont aucune valeur monétaire et ne sont pas cessibles.",
        '',
        '7. Modifications. Nous publions les modifications sur le portail ; continuer à utiliser le service vaut acceptation. Service client : du lundi au samedi, 9h00-18h00.',
      ),
    },
  },
};

const PRIVACY_POLICY: NeedKnowSeed = {
  key: 'privacy_policy',
  texts: {
    zh_CN: {
      title: '隐私政策',
      content: text(
        '本公司重视您的个人信息保护。本政策说明我们在提供国际货运代理服务时收集哪些信息、如何使用和保护这些信息。',
        '',
        '一、我们收集的信息',
        '1. 账号信息：区号、手机号、昵称、头像、邮箱；密码仅以不可逆的加密形式保存。',
        '2. 认证信息：实名认证的姓名、证件类型、证件号码及证件照片；企业认证的企业名称、法定代表人和营业执照。',
        '3. 订单信息：发货人和收货人的姓名、公司、电话、邮箱、地址，以及货物品名、件数、重量、体积和货值。',
        '4. 使用信息：登录时间、IP 地址、设备和浏览器类型，用于账号安全。',
        '',
        '二、信息的使用',
        '用于下单、入仓、报关清关、运输、派送和放货；发送验证码、订单和物流通知；计算积分和会员等级；防范欺诈、保障账号安全；履行法律义务。',
        '',
        '三、信息的共享',
        '我们仅在完成运输所必需的范围内，向承运人、报关行、目的地仓库和代理以及短信、邮件服务商提供必要信息，不会出售您的个人信息。公开的物流查询页面只显示运输状态，不显示任何个人信息。',
        '',
        '四、跨境传输',
        '国际运输需要将收发货人和货物信息传送至中国境外的目的国，用于清关和派送。',
        '',
        '五、保存与安全',
        '信息在服务所需期间及法律规定的期限内保存，传输加密，访问受权限控制。',
        '',
        '六、您的权利',
        '您可以在门户中查看和更正个人信息，或联系客服注销账号。客服时间：周一至周六 9:00-18:00。',
      ),
    },
    en_US: {
      title: 'Privacy Policy',
      content: text(
        'This policy explains what personal data we collect to provide our freight-forwarding services, and how we use and protect it.',
        '',
        '1. What we collect: your area code, mobile number, nickname and e-mail (passwords are kept only as a one-way hash); real-name and company verification details and photos; shipper and consignee names, phones and addresses and the description and value of the goods; sign-in times, IP address and device type.',
        '',
        '2. How we use it: to warehouse, clear, carry, deliver and release your shipments; to send codes and order and tracking notices; to count your points; to prevent fraud; and to meet legal obligations.',
        '',
        '3. Sharing: only what carriers, customs brokers, destination warehouses and agents, and our SMS and e-mail providers need to move your goods. We never sell personal data. The public tracking page shows shipment status only.',
        '',
        '4. Transfers abroad: shipper, consignee and goods data go to the destination country for customs clearance and delivery.',
        '',
        '5. Retention and security: data is kept as long as the service and the law require, encrypted in transit, with access limited to staff who need it.',
        '',
        '6. Your rights: view and correct your data in the portal, or ask customer service to close your account (Monday to Saturday, 9:00-18:00).',
      ),
    },
    fr_FR: {
      title: 'Politique de confidentialité',
      content: text(
        'Cette politique explique quelles données personnelles nous collectons pour nos services de transit, et comment nous les utilisons et les protégeons.',
        '',
        "1. Données collectées : indicatif, numéro de mobile, pseudonyme et e-mail (les mots de passe ne sont conservés que hachés) ; données et photos de vérification d'identité et d'entreprise ; noms, téléphones et adresses des expéditeurs et destinataires, désignation et valeur des marchandises ; heures de connexion, adresse IP et type d'appareil.",
        '',
        '2. Utilisation : entreposer, dédouaner, transporter, livrer et libérer vos envois ; envoyer codes et avis de suivi ; calculer vos points ; prévenir la fraude ; respecter nos obligations légales.',
        '',
        "3. Partage : uniquement ce dont transporteurs, commissionnaires en douane, entrepôts et agents à destination et prestataires SMS et e-mail ont besoin. Nous ne vendons jamais de données. La page publique de suivi n'affiche que l'état de l'envoi.",
        '',
        '4. Transferts : les données des envois partent vers le pays de destination pour le dédouanement et la livraison.',
        '',
        "5. Conservation et sécurité : données conservées le temps exigé par le service et la loi, chiffrées en transit, accès limité au personnel concerné.",
        '',
        '6. Vos droits : consultez et corrigez vos données dans le portail, ou demandez la fermeture de votre compte au service client (du lundi au samedi, 9h00-18h00).',
      ),
    },
  },
};

const GIFT_EXCHANGE_NOTES: NeedKnowSeed = {
  key: 'gift_exchange_notes',
  texts: {
    zh_CN: {
      title: '礼品兑换须知',
      content: text(
        '兑换礼品前，请完整阅读以下须知。',
        '',
        '1. 发货时间：每月25日（含）前兑换的礼品，一周内安排发出；25日之后兑换的，于次月统一安排发出。',
        '2. 兑换一经提交不可取消，所用积分立即扣除，不予退还。',
        '3. 礼品仅通过本公司航线免费海运，不提供其他运输方式，须到所选网点自提；不同网点的自提兑换费用不同，以兑换页面显示为准。',
        '4. 积分不足时无法兑换。礼品数量有限，兑完即止；图片仅供参考，以实物为准。',
        '5. 请准确填写网点、收件人和联系电话，提交后地址不可修改，如需协助请联系客服。备注不超过100个字。',
        '6. 礼品到达网点后，我们会以消息通知您，请凭注册手机号及时领取。',
        '7. 以不正当方式获取积分的，本公司有权取消相应兑换并扣回积分。',
      ),
    },
    en_US: {
      title: 'Gift Exchange Notes',
      content: text(
        'Please read these notes in full before you exchange points for a gift.',
        '',
        '1. Dispatch: gifts redeemed on or before the 25th of a month are dispatched within a week; gifts redeemed after the 25th are dispatched the following month.',
        '2. A redemption cannot be cancelled once submitted. The points are deducted at once and are not refunded.',
        '3. Gifts travel free by sea on our own routes only (no other transport) and must be picked up at the outlet you choose. The pickup exchange cost differs by outlet and is shown on the exchange page.',
        '4. You cannot redeem with insufficient points. Stock is limited; pictures are for reference only.',
        '5. Enter the outlet, recipient and phone number carefully: the address cannot be changed after submission, contact customer service for help. Remarks are limited to 100 characters.',
        '6. We send you a message when your gift reaches the outlet; collect it with your registered mobile number.',
        '7. Points obtained improperly may be removed, and the redemptions made with them cancelled.',
      ),
    },
    fr_FR: {
      title: "Conditions d'échange de cadeaux",
      content: text(
        "Veuillez lire ces conditions en entier avant d'échanger vos points contre un cadeau.",
        '',
        "1. Expédition : les cadeaux échangés jusqu'au 25 du mois inclus sont expédiés sous une semaine ; ceux échangés après le 25 sont expédiés le mois suivant.",
        "2. Un échange validé ne peut pas être annulé. Les points sont débités immédiatement et ne sont pas remboursés.",
        "3. Les cadeaux voyagent gratuitement par voie maritime sur nos seules lignes (aucun autre mode de transport) et sont à retirer dans l'agence choisie. Les frais d'échange avec retrait varient selon l'agence et sont indiqués sur la page d'échange.",
        '4. Un échange est impossible si vos points sont insuffisants. Stock limité ; photos non contractuelles.',
        "5. Indiquez avec soin l'agence, le destinataire et le téléphone : l'adresse ne peut plus être modifiée après validation, contactez le service client si besoin. Remarque limitée à 100 caractères.",
        "6. Un message vous prévient lorsque votre cadeau arrive en agence ; retirez-le avec votre numéro de mobile enregistré.",
        "7. Les points obtenus de manière abusive peuvent être retirés et les échanges correspondants annulés.",
      ),
    },
  },
};

const DELIVERY_NOTES: NeedKnowSeed = {
  key: 'delivery_notes',
  texts: {
    zh_CN: {
      title: '发货须知',
      content: text(
        '下单发货前，请确认以下事项。',
        '',
        '1. 实名认证：订单提交前须完成实名认证，未认证只能保存为草稿。',
        '2. 唛头：唛头必须以字母开头，只能包含字母和数字。请在每一箱货物的外箱上清楚书写唛头和订单号，并与订单一致。',
        '3. 申报：如实填写中英文品名、品牌、件数、数量、重量、体积和货值。带电、液体、粉末、磁性、品牌、食品、化妆品等敏感货物请如实勾选，系统会为您匹配可承运的渠道；禁运品一律拒收。',
        '4. 包装：请使用结实的纸箱并做好防水、防压，易碎品请加固并注明。包装不良造成的破损不在赔偿范围内。',
        '5. 送货入仓：下单后请按订单上的仓库地址送货，或预约上门提货。仓库收货后称重量方，出具入仓单，运费按入仓数据计算，计费重量取实际重量与体积重量中的较大者。',
        '6. 收货人：非控货订单只能选择境外收货人。选择控货的，货物到达后须凭控货密码或短信验证码放货。',
        '7. 参考时效（自开船或起飞起算，不含清关）：海运拼箱约 35-50 天，海空联运约 20-30 天，空运约 5-10 天。',
        '8. 目的地提货：货物卸柜后我们会发送通知，收货人凭订单号和有效证件到目的仓提货。',
      ),
    },
    en_US: {
      title: 'Shipping Notes',
      content: text(
        'Before you place a shipping order, please check the following.',
        '',
        '1. Real-name verification: an order can only be submitted once your real-name verification is done; until then it can be saved as a draft.',
        '2. Shipping mark: it must start with a letter and contain only letters and digits. Write the shipping mark and the order number clearly on every carton, exactly as on the order.',
        '3. Declaration: give the item names in Chinese and English, brand, cartons, quantity, weight, volume and value truthfully. Tick goods with batteries, liquids, powders, magnets, brands, food or cosmetics so that we offer a channel that accepts them. Prohibited goods are refused.',
        '4. Packing: use strong, waterproof cartons; reinforce and label fragile goods. Damage caused by poor packing is not compensated.',
        '5. Delivery to the warehouse: bring the goods to the warehouse address on your order, or book a pickup. The warehouse weighs and measures the cartons and issues a warehouse receipt; freight is charged on those figures, using the greater of actual and volumetric weight.',
        '6. Consignee: an order that is not under cargo control can only have a consignee abroad. Goods under control are released only with the control password or an SMS code.',
        '7. Indicative transit times (from departure, customs clearance not included): sea LCL 35-50 days, sea-air 20-30 days, air 5-10 days.',
        '8. Pickup at destination: we notify you once the goods are unloaded; the consignee collects them at the destination warehouse with the order number and a valid ID.',
      ),
    },
    fr_FR: {
      title: "Consignes d'expédition",
      content: text(
        "Avant de passer une commande d'expédition, vérifiez les points suivants.",
        '',
        "1. Vérification d'identité : une commande ne peut être soumise qu'une fois votre identité vérifiée ; en attendant, elle peut être enregistrée comme brouillon.",
        '2. Marquage : il doit commencer par une lettre et ne contenir que des lettres et des chiffres. Inscrivez lisiblement le marquage et le numéro de commande sur chaque colis, comme sur la commande.',
        '3. Déclaration : indiquez avec exactitude la désignation en chinois et en anglais, la marque, le nombre de colis, la quantité, le poids, le volume et la valeur. Signalez les produits contenant des batteries, liquides, poudres, aimants, marques, denrées alimentaires ou cosmétiques afin que nous proposions un canal adapté. Les marchandises interdites sont refusées.',
        "4. Emballage : utilisez des cartons solides et étanches ; renforcez et signalez les objets fragiles. Les dommages dus à un emballage insuffisant ne sont pas indemnisés.",
        "5. Dépôt à l'entrepôt : livrez les marchandises à l'adresse de l'entrepôt indiquée sur la commande, ou réservez un enlèvement. L'entrepôt pèse et mesure les colis et émet un bon d'entrée ; le fret est facturé sur ces données, au plus élevé du poids réel et du poids volumétrique.",
        "6. Destinataire : une commande hors contrôle ne peut avoir qu'un destinataire à l'étranger. Les marchandises sous contrôle ne sont libérées qu'avec le mot de passe de contrôle ou un code SMS.",
        '7. Délais indicatifs (à partir du départ, hors dédouanement) : maritime groupage 35 à 50 jours, mer-air 20 à 30 jours, aérien 5 à 10 jours.',
        "8. Retrait à destination : nous vous prévenons dès le déchargement ; le destinataire retire les marchandises à l'entrepôt de destination avec le numéro de commande et une pièce d'identité valide.",
      ),
    },
  },
};

const WAREHOUSE_RULES: NeedKnowSeed = {
  key: 'warehouse_rules',
  texts: {
    zh_CN: {
      title: '仓库规则',
      content: text(
        '为保障您的货物安全和顺利出运，请遵守以下仓库规则。',
        '',
        '1. 收货时间：周一至周六 9:00-18:00，节假日另行通知。送货时请出示订单号，每箱须有唛头和订单号，无唛头或唛头不符的货物将按异常件处理。',
        '2. 入仓：仓库对每票货物清点箱数、测量尺寸、称重并出具入仓单，运费以入仓单数据为准。如对数据有异议，请在收到入仓通知后及时联系客服复核。',
        '3. 控货：货物入仓后3天内收到控货短信的，按控货货物处理；超过3天的，按非控货货物出运。',
        '4. 保险：申报货值超过100美元的货物，建议下单时购买保险。保险理赔须在入仓后3天内报备，逾期不予受理。未投保货物丢失的，每票最高赔偿100美元；外包装完好而内物破损的，不予赔偿。',
        '5. 仓储：目的仓免费仓储3天（自卸柜通知之日起算），超期按每立方米每天收取仓储费。超过90天无人提取的货物，本公司将按相关规定处理。',
        '6. 查验：仓库有权对可疑货物开箱查验；发现禁运品或与申报不符的，将暂扣并通知您处理。',
        '7. 退仓：已入仓但尚未装柜的货物，可在门户申请退仓，退仓须支付已产生的费用。',
      ),
    },
    en_US: {
      title: 'Warehouse Rules',
      content: text(
        'To keep your goods safe and moving, please follow these warehouse rules.',
        '',
        '1. Receiving hours: Monday to Saturday, 9:00-18:00; holiday hours are announced. Show the order number on delivery. Every carton must carry the shipping mark and order number; cartons without a mark, or with a wrong one, are treated as abnormal items.',
        '2. Warehousing: the warehouse counts, measures and weighs each consignment and issues a warehouse receipt. Freight is charged on the receipt figures; if you disagree with them, contact customer service promptly after the warehousing notice.',
        '3. Cargo control: goods count as controlled if a control SMS is received within 3 days of warehousing; after 3 days they ship as uncontrolled goods.',
        '4. Insurance: we recommend insuring any goods with a declared value over USD 100 when you order. Insurance claims must be reported within 3 days of warehousing. Uninsured lost goods are compensated up to USD 100 per consignment; nothing is due when the outer packaging is intact but the contents are damaged.',
        '5. Storage: storage at the destination warehouse is free for 3 days from the unloading notice; after that a storage fee per cubic metre per day applies. Goods not collected within 90 days are dealt with as the regulations allow.',
        '6. Inspection: the warehouse may open suspicious cartons. Prohibited goods, or goods that differ from the declaration, are held and you are notified.',
        '7. Warehouse return: goods in the warehouse that are not yet loaded can be taken back by applying for a warehouse refund in the portal; charges already incurred are payable.',
      ),
    },
    fr_FR: {
      title: "Règlement de l'entrepôt",
      content: text(
        'Pour la sécurité et le bon acheminement de vos marchandises, merci de respecter ce règlement.',
        '',
        "1. Horaires de réception : du lundi au samedi, 9h00-18h00 ; les horaires des jours fériés sont annoncés. Présentez le numéro de commande à la livraison. Chaque colis doit porter le marquage et le numéro de commande ; un colis sans marquage ou mal marqué est traité comme une anomalie.",
        "2. Entreposage : l'entrepôt compte, mesure et pèse chaque envoi et émet un bon d'entrée. Le fret est facturé sur ces données ; en cas de désaccord, contactez rapidement le service client après l'avis d'entrée.",
        "3. Contrôle des marchandises : les marchandises sont considérées sous contrôle si un SMS de contrôle est reçu dans les 3 jours suivant l'entrée en entrepôt ; au-delà de 3 jours, elles sont expédiées hors contrôle.",
        "4. Assurance : nous conseillons d'assurer dès la commande toute marchandise d'une valeur déclarée supérieure à 100 USD. Les sinistres doivent être déclarés dans les 3 jours suivant l'entrée en entrepôt. Une marchandise non assurée perdue est indemnisée à hauteur de 100 USD par expédition au maximum ; rien n'est dû si l'emballage extérieur est intact mais le contenu endommagé.",
        "5. Stockage : le stockage à l'entrepôt de destination est gratuit pendant 3 jours à compter de l'avis de déchargement ; au-delà, des frais de stockage par mètre cube et par jour s'appliquent. Les marchandises non retirées sous 90 jours sont traitées selon la réglementation.",
        "6. Contrôle : l'entrepôt peut ouvrir les colis suspects. Les marchandises interdites ou non conformes à la déclaration sont retenues et vous êtes prévenu.",
        "7. Retrait de l'entrepôt : les marchandises entreposées mais pas encore chargées peuvent être reprises en demandant un retrait dans le portail ; les frais déjà engagés restent dus.",
      ),
    },
  },
};

// Record<NeedKnowKey, …>: TypeScript refuses the file while a key of NEED_KNOW_KEYS has no text.
const BY_KEY: Record<NeedKnowKey, NeedKnowSeed> = {
  service_agreement: SERVICE_AGREEMENT,
  privacy_policy: PRIVACY_POLICY,
  gift_exchange_notes: GIFT_EXCHANGE_NOTES,
  delivery_notes: DELIVERY_NOTES,
  warehouse_rules: WAREHOUSE_RULES,
};

export const NEED_KNOW: NeedKnowSeed[] = NEED_KNOW_KEYS.map((key) => {
  const seed = BY_KEY[key];
  if (seed.key !== key) throw new Error(`need-know ${key}: seeded under ${seed.key}`);
  return seed;
});
