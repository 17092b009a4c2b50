import type { Kysely } from 'kysely';
import type { Localized } from '@portal/contracts/locale';
import type { DB } from '../schema.js';
import { isUniqueViolation, nowIso } from '../sql.js';

// The help centre's first articles (docs/help-centre.md), written from the product's rules in
// docs/. Seeded once per database (a system_meta marker, inserted first): staff edits and
// deletions are never undone by a restart. Bodies use the safe Markdown subset of
// contracts/help.ts.

interface SeedArticle {
  key: string;
  title: Localized;
  body: Localized;
}

interface SeedCategory {
  key: string;
  name: Localized;
  articles: SeedArticle[];
}

export const HELP_SEED: SeedCategory[] = [
  {
    key: 'account',
    name: { zh_CN: '账号与登录', en_US: 'Account and sign-in', fr_FR: 'Compte et connexion' },
    articles: [
      {
        key: 'sign-in',
        title: { zh_CN: '如何登录会员中心', en_US: 'How do I sign in?', fr_FR: 'Comment me connecter ?' },
        body: {
          zh_CN: `您可以用**手机号和密码**登录，也可以用**短信验证码**登录。

- 手机号是注册时填写的号码；如同一号码在不同区号下都注册过，系统会在密码正确后请您选择区号。
- 勾选“记住我”后，本浏览器 7 天内无需重新登录（最长 30 天）；未勾选时，2 小时无操作会自动退出。
- 连续输错密码后需要完成滑块验证，账号不会被锁定。

在公共电脑上使用后，请点击右上角头像菜单中的“退出登录”。`,
          en_US: `You can sign in with your **mobile number and password**, or with an **SMS verification code**.

- Use the mobile number you registered with. If the same number is registered under two area codes, you are asked to choose the area code once the password is right.
- With "Keep me signed in" ticked, this browser stays signed in for 7 days of inactivity (30 days at most); without it you are signed out after 2 hours without activity.
- After several wrong passwords you are asked to complete the slider check; the account is never locked.

On a shared computer, sign out from the menu under your avatar when you are done.`,
          fr_FR: `Vous pouvez vous connecter avec votre **numéro de mobile et votre mot de passe**, ou avec un **code reçu par SMS**.

- Utilisez le numéro de mobile de votre inscription. Si le même numéro est inscrit sous deux indicatifs, on vous demande de choisir l'indicatif une fois le mot de passe reconnu.
- Avec « Rester connecté », ce navigateur reste connecté 7 jours sans activité (30 jours au plus) ; sinon la session se ferme après 2 heures sans activité.
- Après plusieurs mots de passe erronés, une vérification par curseur est demandée ; le compte n'est jamais bloqué.

Sur un ordinateur partagé, déconnectez-vous depuis le menu de votre avatar.`,
        },
      },
      {
        key: 'password',
        title: { zh_CN: '忘记密码或修改登录密码', en_US: 'Forgotten or changing your password', fr_FR: 'Mot de passe oublié ou à changer' },
        body: {
          zh_CN: `## 忘记密码

1. 在登录页点击“忘记密码”。
2. 输入注册手机号，完成滑块验证后获取短信验证码（6 位，5 分钟内有效）。
3. 设置新密码并再次确认。

## 修改密码

登录后进入“设置”，选择修改密码，输入原密码和两次新密码即可。

- 密码为 **6 到 32 位字母和数字**，不能少于 6 位。
- 密码过于简单时，登录后会提示“您的密码过于简单，请前往修改密码”。
- 修改密码后，其他设备上的登录会失效，需要重新登录。`,
          en_US: `## Forgotten password

1. On the sign-in page, click "Forgot password".
2. Enter your registered mobile number, complete the slider check and request an SMS code (6 digits, valid for 5 minutes).
3. Choose a new password and confirm it.

## Changing your password

Once signed in, open **Settings**, choose the password and enter the old password and the new one twice.

- Passwords have **6 to 32 letters and digits**.
- If your password is too simple, you are reminded to change it after signing in.
- Changing the password signs you out on every other device.`,
          fr_FR: `## Mot de passe oublié

1. Sur la page de connexion, cliquez sur « Mot de passe oublié ».
2. Saisissez votre numéro de mobile, passez la vérification par curseur et demandez un code SMS (6 chiffres, valable 5 minutes).
3. Choisissez un nouveau mot de passe et confirmez-le.

## Changer de mot de passe

Une fois connecté, ouvrez **Paramètres**, choisissez le mot de passe, saisissez l'ancien puis deux fois le nouveau.

- Le mot de passe compte **6 à 32 lettres et chiffres**.
- Un mot de passe trop simple vous est signalé après la connexion.
- Changer le mot de passe vous déconnecte de tous les autres appareils.`,
        },
      },
      {
        key: 'real-name',
        title: { zh_CN: '为什么要实名认证', en_US: 'Why verify my identity?', fr_FR: "Pourquoi vérifier mon identité ?" },
        body: {
          zh_CN: `订单提交（离开草稿状态）前必须完成**实名认证**，否则会提示“请先完成实名认证”。

1. 进入“实名认证”，填写姓名、证件类型和证件号码。
2. 上传证件正反面照片（仅限图片）。
3. 提交后状态为“待审核”，审核通过后显示“已认证”。

审核被驳回时可修改后重新提交。企业客户还可以提交企业认证（企业名称、法人、统一社会信用代码和营业执照）。`,
          en_US: `An order can only be submitted (leave draft) once your **real-name verification** is certified; otherwise you see "Please complete real-name authentication first".

1. Open **Real-name verification** and enter your name, ID type and number.
2. Upload photos of the front and back of the ID (images only).
3. After you submit, the status is "pending review", then "certified" once approved.

If it is rejected you may correct and submit again. Companies can also submit a company verification (name, legal person, registration number and certificate).`,
          fr_FR: `Une commande ne peut être soumise (quitter le brouillon) qu'une fois votre **identité vérifiée** ; sinon le message « Veuillez d'abord vérifier votre identité » s'affiche.

1. Ouvrez **Vérification d'identité** et saisissez nom, type et numéro de pièce.
2. Envoyez les photos du recto et du verso (images uniquement).
3. Après l'envoi, le statut est « en attente », puis « certifié » une fois validé.

En cas de refus, corrigez et renvoyez. Une entreprise peut aussi faire vérifier sa société (raison sociale, représentant légal, numéro d'immatriculation, extrait).`,
        },
      },
    ],
  },
  {
    key: 'shipping',
    name: { zh_CN: '发货', en_US: 'Shipping', fr_FR: 'Expédition' },
    articles: [
      {
        key: 'place-order',
        title: { zh_CN: '如何下单发货', en_US: 'How do I place a shipping order?', fr_FR: "Comment passer une commande d'expédition ?" },
        body: {
          zh_CN: `点击侧边栏的“我要发货”打开下单页面。

1. 选择运输方式（海运拼箱、空运、海空联运、海外仓）、起运仓和目的仓。
2. 填写**唛头**：必填，以字母开头，只能包含字母和数字。
3. 填写收发货人、收货地址和货物明细（件数、数量为正整数，体积、重量、货值大于 0）。
4. 可先“保存草稿”，确认无误后提交。

提交后订单进入“待入仓”。待入仓前可修改或取消；提交后收货地址不能修改，如需修改请联系客服。`,
          en_US: `Click **Ship** in the sidebar to open the order form.

1. Choose the transport (sea LCL, air, sea-air, overseas warehouse) and the start and destination warehouses.
2. Enter the **shipping mark**: required, starting with a letter, letters and digits only.
3. Fill in consignor, consignee, delivery address and goods lines (pieces and quantity whole numbers above 0; volume, weight and worth above 0).
4. You may **save a draft** first, then submit.

A submitted order awaits warehousing: until the goods arrive you may edit or cancel it. The delivery address cannot be changed after submission; contact customer service if it must.`,
          fr_FR: `Cliquez sur **Expédier** dans la barre latérale pour ouvrir le formulaire.

1. Choisissez le transport (maritime groupage, aérien, mer-air, entrepôt à l'étranger) et les entrepôts de départ et d'arrivée.
2. Saisissez la **marque d'expédition** : obligatoire, commençant par une lettre, lettres et chiffres uniquement.
3. Renseignez expéditeur, destinataire, adresse de livraison et lignes de marchandises (pièces et quantités entières, volume, poids et valeur supérieurs à 0).
4. Vous pouvez **enregistrer un brouillon** avant de soumettre.

Une commande soumise attend l'entrée en entrepôt : jusque-là, vous pouvez la modifier ou l'annuler. L'adresse de livraison ne change plus après l'envoi ; contactez le service client si nécessaire.`,
        },
      },
      {
        key: 'packing-list',
        title: { zh_CN: '上传装箱单', en_US: 'Uploading a packing list', fr_FR: 'Joindre une liste de colisage' },
        body: {
          zh_CN: `下单或修改订单时可以上传装箱单，方便仓库核对货物。

- 最多 **5 个文件**，每个不超过 **5 MB**。
- 支持常见的表格、文档和图片格式；格式不符会提示“格式不正确”。
- 装箱单中的箱数、品名应与订单一致，入仓时以仓库实收为准。`,
          en_US: `You can attach a packing list when you place or edit an order, so the warehouse can check the goods.

- At most **5 files**, each up to **5 MB**.
- Common spreadsheet, document and image formats are accepted; any other shows "Invalid format".
- Cartons and product names should match the order; at warehousing, what the warehouse receives counts.`,
          fr_FR: `Vous pouvez joindre une liste de colisage en créant ou en modifiant une commande, pour que l'entrepôt contrôle les marchandises.

- **5 fichiers** au plus, **5 Mo** chacun au maximum.
- Les formats courants de tableur, de document et d'image sont acceptés ; sinon « Format non valide » s'affiche.
- Cartons et désignations doivent correspondre à la commande ; à l'entrée, c'est la réception de l'entrepôt qui fait foi.`,
        },
      },
      {
        key: 'warehouse-receipt',
        title: { zh_CN: '入仓单是什么', en_US: 'What is the warehouse receipt?', fr_FR: "Qu'est-ce que le bon d'entrée en entrepôt ?" },
        body: {
          zh_CN: `货物到仓后，仓库会填写**入仓单**：实收箱数、尺寸、体积、重量和入仓时间。

- 入仓后，订单的箱数、体积和重量以入仓单为准，运费也按入仓单计算。
- 在订单详情中可以打印入仓单（A4 或标签），也可以下载 PDF，单据上有订单号条码和查询二维码。
- 如实收与您申报的不一致，我们会通过“异常处理”通知您。`,
          en_US: `When the goods arrive, the warehouse writes the **warehouse receipt**: cartons received, size, volume, weight and time in.

- From then on the order's cartons, volume and weight come from the receipt, and so does the freight.
- From the order detail you can print the receipt (A4 or label) or download it as a PDF; it carries the order number as a barcode and a tracking QR code.
- If what arrived differs from what you declared, we tell you under **Exception handling**.`,
          fr_FR: `À l'arrivée des marchandises, l'entrepôt établit le **bon d'entrée** : cartons reçus, dimensions, volume, poids et heure d'entrée.

- Dès lors, cartons, volume et poids de la commande sont ceux du bon, et le fret aussi.
- Depuis le détail de la commande, imprimez le bon (A4 ou étiquette) ou téléchargez-le en PDF ; il porte le code-barres de la commande et un QR code de suivi.
- Si la réception diffère de votre déclaration, nous vous prévenons sous **Anomalies**.`,
        },
      },
      {
        key: 'import-orders',
        title: { zh_CN: '批量导入订单', en_US: 'Importing orders in bulk', fr_FR: 'Importer des commandes en masse' },
        body: {
          zh_CN: `订单较多时，可在“我发出的订单”中使用批量导入。

1. 下载模板，每行填写一个订单，货物明细填在第二个工作表，用订单行号关联。
2. 上传文件，系统会逐行检查并指出错误所在的行、列和原因。
3. 默认有任何错误都不导入；也可以选择只导入正确的行。

导入的订单为草稿，确认后可逐个或批量提交。`,
          en_US: `With many orders, use the bulk import under **Posted orders**.

1. Download the template: one order per row, its goods lines on the second sheet, linked by the order's row reference.
2. Upload the file: every bad row is reported with its line, column and reason.
3. By default nothing is imported while any row is wrong; you may choose to import the valid rows only.

Imported orders are drafts: submit them one by one or all selected at once.`,
          fr_FR: `Pour de nombreuses commandes, utilisez l'import sous **Commandes envoyées**.

1. Téléchargez le modèle : une commande par ligne, ses marchandises sur la deuxième feuille, reliées par la référence de ligne.
2. Envoyez le fichier : chaque ligne fautive est signalée avec sa ligne, sa colonne et le motif.
3. Par défaut, rien n'est importé tant qu'une ligne est fausse ; vous pouvez n'importer que les lignes valides.

Les commandes importées sont des brouillons : soumettez-les une à une ou ensemble.`,
        },
      },
    ],
  },
  {
    key: 'cargo-control',
    name: { zh_CN: '控货', en_US: 'Cargo control', fr_FR: 'Contrôle des marchandises' },
    articles: [
      {
        key: 'release',
        title: { zh_CN: '如何放货', en_US: 'How do I release controlled cargo?', fr_FR: 'Comment libérer des marchandises contrôlées ?' },
        body: {
          zh_CN: `控货订单的货物在您放货之前不会交给收货人。在“控货订单”中找到订单，点击“放货”。

1. 填写本次放货的箱数（不能超过剩余可放箱数）。
2. 确认收货人；在锁定时间之前或货物不在仓库时不能更换收货人。
3. 输入**控货密码**，或获取发送到控货人手机的短信验证码。

订单在仓库、已装柜、运输中、已到港或待提货时可以放货。可以分批放货，全部放完后状态为“已放货”。`,
          en_US: `Goods of a controlled order are not handed to the consignee until you release them. Find the order under **Control orders** and click **Release**.

1. Enter the cartons to release (no more than the cartons that remain).
2. Confirm the consignee; before the lock time, or while the goods are not in a warehouse, the consignee cannot be changed.
3. Enter your **control password**, or an SMS code sent to the controller's phone.

You can release while the order is in the warehouse, departed, in transit, arrived or ready for pickup. Releases may be partial; once everything is released the status is "released".`,
          fr_FR: `Les marchandises d'une commande contrôlée ne sont remises au destinataire qu'après votre libération. Trouvez la commande sous **Commandes contrôlées** et cliquez sur **Libérer**.

1. Indiquez les cartons à libérer (pas plus que le reste).
2. Confirmez le destinataire ; avant l'heure de verrouillage, ou hors entrepôt, il ne peut pas changer.
3. Saisissez votre **mot de passe de contrôle**, ou un code SMS envoyé au contrôleur.

La libération est possible en entrepôt, après départ, en transit, à l'arrivée ou prêt à retirer. Elle peut être partielle ; tout libéré, le statut devient « libéré ».`,
        },
      },
      {
        key: 'transfer',
        title: { zh_CN: '转让控货权', en_US: 'Transferring cargo control', fr_FR: 'Transférer le contrôle des marchandises' },
        body: {
          zh_CN: `控货人可以把控货权转给他人，例如货款已结清、由买方自行放货。

1. 在控货订单中点击“转让”。
2. 填写新控货人的姓名、手机号和邮箱（不能是您自己）。
3. 输入发送到您手机的短信验证码确认。

转让后只有新控货人可以放货或再次转让，您仍可查看订单和记录。已全部放货的订单不能转让。`,
          en_US: `The controller can hand cargo control to someone else, for example once the buyer has paid and releases the goods themselves.

1. Under **Control orders**, click **Transfer**.
2. Enter the new controller's name, mobile and e-mail (someone other than you).
3. Confirm with the SMS code sent to your phone.

From then on only the new controller releases or transfers; you can still read the order and its history. Fully released cargo cannot be transferred.`,
          fr_FR: `Le contrôleur peut confier le contrôle à une autre personne, par exemple quand l'acheteur a payé et libère lui-même.

1. Sous **Commandes contrôlées**, cliquez sur **Transférer**.
2. Saisissez nom, mobile et e-mail du nouveau contrôleur (une autre personne que vous).
3. Confirmez avec le code SMS envoyé sur votre téléphone.

Ensuite, seul le nouveau contrôleur libère ou transfère ; vous gardez la lecture de la commande et de l'historique. Une marchandise entièrement libérée ne se transfère plus.`,
        },
      },
      {
        key: 'control-password',
        title: { zh_CN: '设置控货密码', en_US: 'Setting your control password', fr_FR: 'Définir le mot de passe de contrôle' },
        body: {
          zh_CN: `**控货密码**用于放货，建议与登录密码不同。

- 在“设置”中设置或重置控货密码，需要短信验证码确认。
- 未设置控货密码时，放货只能使用短信验证码。
- 15 分钟内输错 10 次会暂时锁定，请稍后再试或改用短信验证码。

货物须在入仓后 3 天内收到控货短信才视为控货。`,
          en_US: `The **control password** releases goods held under cargo control. Keep it different from your login password.

- Set or reset it under **Settings**, confirmed by an SMS code.
- Without a control password, releases need an SMS code.
- Ten wrong tries within 15 minutes lock it for a while: try again later or use an SMS code.

Goods count as controlled when the control SMS is received within 3 days of warehousing.`,
          fr_FR: `Le **mot de passe de contrôle** sert à libérer les marchandises contrôlées. Choisissez-le différent du mot de passe de connexion.

- Définissez-le ou réinitialisez-le dans **Paramètres**, avec un code SMS.
- Sans mot de passe de contrôle, la libération se fait par code SMS.
- Dix erreurs en 15 minutes le bloquent un moment : réessayez plus tard ou utilisez un code SMS.

Une marchandise est contrôlée si le SMS de contrôle est reçu dans les 3 jours suivant l'entrée en entrepôt.`,
        },
      },
    ],
  },
  {
    key: 'prices',
    name: { zh_CN: '价格与费用', en_US: 'Prices and payments', fr_FR: 'Tarifs et paiements' },
    articles: [
      {
        key: 'price-check',
        title: { zh_CN: '如何查询运费价格', en_US: 'How do I check a freight price?', fr_FR: 'Comment estimer un prix de fret ?' },
        body: {
          zh_CN: `点击侧边栏的“价格查询”，填写起运城市、目的城市、品名、运输方式、箱数、总数量、总毛重和单箱尺寸。

- 计费重量取**实重和体积重中较大者**。
- 体积重 = 体积 ÷ 体积系数：空运和海空联运 6000，海运拼箱和海外仓 1000（即每立方米按 1000 公斤）。
- 按公斤或按立方计价，有最低收费，部分品类有附加费。

没有匹配的线路时会显示“无可用线路”，请联系客服询价。`,
          en_US: `Click **Price query** in the sidebar and enter origin and destination cities, product, transport, cartons, total quantity, total gross weight and the size of one carton.

- The **chargeable weight is the larger of the actual and the volumetric weight**.
- Volumetric weight = volume ÷ divisor: 6000 for air and sea-air, 1000 for sea LCL and overseas warehouse (one CBM counts as 1,000 kg).
- Lines charge per kg or per CBM, with a minimum charge and surcharges for some product types.

When no line matches you see "No available line": ask customer service for a quote.`,
          fr_FR: `Cliquez sur **Tarifs** dans la barre latérale et saisissez villes de départ et d'arrivée, produit, transport, cartons, quantité, poids brut total et dimensions d'un carton.

- Le **poids taxable est le plus grand du poids réel et du poids volumétrique**.
- Poids volumétrique = volume ÷ diviseur : 6000 en aérien et mer-air, 1000 en groupage maritime et entrepôt (un m³ compte 1 000 kg).
- Les lignes facturent au kg ou au m³, avec un minimum et des suppléments selon le produit.

Sans ligne correspondante, « Aucune ligne disponible » s'affiche : demandez un devis au service client.`,
        },
      },
      {
        key: 'ecash',
        title: { zh_CN: '电子现金汇率', en_US: 'E-cash exchange rates', fr_FR: 'Taux de change e-cash' },
        body: {
          zh_CN: `“电子现金汇率”页面列出各币种当前的兑换汇率，未登录也可以查看。

- 费用以订单结算币种计算，付款时按当日公布的汇率折算。
- “待付款订单”列出您每个订单尚未支付的金额。
- 汇率由财务每日维护，如有疑问请联系客服。`,
          en_US: `The **E-cash exchange rates** page lists today's rate for each currency; you can read it without signing in.

- Charges are in the order's settlement currency and converted at the rate published on the day you pay.
- **Awaiting payment** lists what you still owe on each order.
- Finance keeps the rates up to date every day; contact customer service with any question.`,
          fr_FR: `La page **Taux e-cash** donne le taux du jour de chaque devise ; elle se consulte sans connexion.

- Les frais sont dans la devise de règlement de la commande, convertis au taux publié le jour du paiement.
- **À payer** liste ce qui reste dû sur chaque commande.
- Le service financier met les taux à jour chaque jour ; contactez le service client pour toute question.`,
        },
      },
    ],
  },
  {
    key: 'points',
    name: { zh_CN: '积分与礼品', en_US: 'Points and gifts', fr_FR: 'Points et cadeaux' },
    articles: [
      {
        key: 'points-gifts',
        title: { zh_CN: '积分怎么获得，如何兑换礼品', en_US: 'Earning points and redeeming gifts', fr_FR: 'Gagner des points et obtenir des cadeaux' },
        body: {
          zh_CN: `## 获得积分

- 注册、邀请的好友注册并登录、分享链接被点击，以及按订单金额区间，都可以获得积分，有累计上限。
- 会员等级按累计获得的积分计算。

## 兑换礼品

- 积分不足时会提示“积分不足”；兑换后不可撤销。
- 每月 25 日前兑换的礼品一周内发出，之后兑换的下月发出。
- 礼品随公司航线海运免费送到网点自提，不同网点的提货费用不同。`,
          en_US: `## Earning points

- You earn points for registering, for each friend you invite who registers and signs in, for clicks on links you share, and by order amount, up to a cumulative maximum.
- Your level follows the total points you have earned.

## Redeeming gifts

- With too few points you see "Insufficient points"; a redemption is final.
- Gifts redeemed before the 25th of a month ship within a week; later ones ship next month.
- Gifts travel free by sea on our routes to a branch for pickup; pickup costs differ by branch.`,
          fr_FR: `## Gagner des points

- Vous gagnez des points à l'inscription, pour chaque filleul inscrit qui se connecte, pour les clics sur vos liens partagés et selon le montant des commandes, jusqu'à un plafond cumulé.
- Votre niveau suit le total des points gagnés.

## Obtenir un cadeau

- Avec trop peu de points, « Points insuffisants » s'affiche ; un échange est définitif.
- Échangé avant le 25 du mois, le cadeau part sous une semaine ; après, le mois suivant.
- Les cadeaux voyagent gratuitement par mer sur nos lignes jusqu'à une agence de retrait ; les frais de retrait varient selon l'agence.`,
        },
      },
    ],
  },
  {
    key: 'service',
    name: { zh_CN: '咨询与投诉', en_US: 'Consultations and complaints', fr_FR: 'Questions et réclamations' },
    articles: [
      {
        key: 'consult',
        title: { zh_CN: '如何咨询或投诉', en_US: 'How do I ask a question or complain?', fr_FR: 'Comment poser une question ou réclamer ?' },
        body: {
          zh_CN: `在帮助中心没有找到答案时，可以提交**咨询**、**建议**或**投诉**。

1. 填写标题、联系人、电话和内容；与订单有关时请填写订单号。投诉还需选择投诉类型。
2. 固定电话请带区号，只能填写数字。
3. 可上传最多 10 个附件，例如照片或截图。

客服工作时间为周一至周六 9:00–18:00，回复后您会收到消息通知，也可以在列表中查看回复并评价。`,
          en_US: `When the help centre has no answer, send a **consultation**, a **suggestion** or a **complaint**.

1. Enter a title, contact, phone and your message; give the order number when it is about an order. A complaint also needs its type.
2. A landline number includes its area code, digits only.
3. Attach up to 10 files, such as photos or screenshots.

Customer service works Monday to Saturday, 9:00–18:00. You get a message when we reply, and can read and rate the answer in the list.`,
          fr_FR: `Si l'aide ne répond pas à votre question, envoyez une **question**, une **suggestion** ou une **réclamation**.

1. Saisissez titre, contact, téléphone et message ; indiquez le numéro de commande s'il s'agit d'une commande. Une réclamation demande aussi son type.
2. Un fixe comprend son indicatif, chiffres uniquement.
3. Joignez jusqu'à 10 fichiers, photos ou captures d'écran.

Le service client répond du lundi au samedi, de 9 h à 18 h. Un message vous prévient de la réponse, que vous pouvez lire et noter dans la liste.`,
        },
      },
      {
        key: 'exceptions',
        title: { zh_CN: '货物异常与理赔', en_US: 'Cargo exceptions and claims', fr_FR: 'Anomalies et indemnisation' },
        body: {
          zh_CN: `仓库发现货物异常（超重、破损、数量不符、唛头不清等）时，会在“异常处理”中通知您。

- 请按异常类型选择处理方式，如接受、重新打包、退回或申诉；申诉需说明理由，客服会答复。
- 保险理赔须在**入仓后 3 天内**报告。
- 包裹丢失的赔偿每票最高 **100 美元**；外包装完好而内物损坏的不予赔偿。`,
          en_US: `When the warehouse finds a problem with your goods (overweight, damage, count mismatch, unclear marks …), you are told under **Exception handling**.

- Choose how to handle it from the actions its type allows: accept, repack, return or dispute; a dispute needs a reason and customer service answers it.
- Insurance claims must be reported **within 3 days of warehousing**.
- Compensation for a lost parcel is at most **USD 100 per consignment**; none when the outer package is intact but the contents are damaged.`,
          fr_FR: `Quand l'entrepôt constate un problème (surpoids, dommage, nombre incorrect, marques illisibles…), vous êtes prévenu sous **Anomalies**.

- Choisissez le traitement permis par le type : accepter, reconditionner, retourner ou contester ; une contestation demande un motif, le service client y répond.
- Les sinistres assurés se déclarent **dans les 3 jours suivant l'entrée en entrepôt**.
- L'indemnité d'un colis perdu est de **100 USD par expédition** au plus ; rien si l'emballage extérieur est intact mais le contenu abîmé.`,
        },
      },
    ],
  },
];

export async function seedHelp(db: Kysely<DB>): Promise<void> {
  const seeded = await db.selectFrom('system_meta').select('key').where('key', '=', HELP_SEEDED).executeTakeFirst();
  if (seeded) return;
  try {
    await db.transaction().execute((tx) => insertHelp(tx));
  } catch (error) {
    // Another process seeded it first: its marker row won.
    if (isUniqueViolation(error)) return;
    throw error;
  }
}

const HELP_SEEDED = 'help_seeded_at';

async function insertHelp(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  await db.insertInto('system_meta').values({ key: HELP_SEEDED, value: now, updated_at: now }).execute();
  for (const [categoryIndex, category] of HELP_SEED.entries()) {
    const { id } = await db
      .insertInto('help_category')
      .values({
        name_zh: category.name.zh_CN,
        name_en: category.name.en_US,
        name_fr: category.name.fr_FR,
        sort: (categoryIndex + 1) * 10,
        seed_key: category.key,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('help_article')
      .values(
        category.articles.map((article, index) => ({
          category_id: id,
          title_zh: article.title.zh_CN,
          title_en: article.title.en_US,
          title_fr: article.title.fr_FR,
          body_zh: article.body.zh_CN,
          body_en: article.body.en_US,
          body_fr: article.body.fr_FR,
          sort: (index + 1) * 10,
          published: 1,
          seed_key: `${category.key}.${article.key}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}
