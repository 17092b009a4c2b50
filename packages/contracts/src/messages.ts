import { z } from 'zod';
import { cursorPage, cursorQuery } from './cursor.js';
import type { Localized } from './locale.js';
import { idSchema } from './id.js';
import { MESSAGE_TYPE_VALUES } from './statuses.js';

// Messages to a member (docs/product/care.md). Their types are MESSAGE_TYPES (statuses.ts).

// Messages the system writes are stored as a template key and parameters, and read in the
// member's language. {reason} is staff text and stays as written.
export const MESSAGE_TEMPLATES = {
  'kyc.realName.approved': {
    title: { zh_CN: '实名认证已通过', en_US: 'Real-name verification approved', fr_FR: "Vérification d'identité approuvée" },
    content: {
      zh_CN: '您的实名认证已通过审核，现在可以下单发货了。',
      en_US: 'Your real-name verification was approved. You can now place shipping orders.',
      fr_FR: "Votre vérification d'identité a été approuvée. Vous pouvez maintenant passer des commandes d'expédition.",
    },
  },
  'kyc.realName.rejected': {
    title: { zh_CN: '实名认证未通过', en_US: 'Real-name verification rejected', fr_FR: "Vérification d'identité refusée" },
    content: {
      zh_CN: '您的实名认证未通过审核，原因：{reason}。请修改后重新提交。',
      en_US: 'Your real-name verification was rejected. Reason: {reason}. Please correct it and submit again.',
      fr_FR: "Votre vérification d'identité a été refusée. Motif : {reason}. Corrigez-la puis soumettez-la à nouveau.",
    },
  },
  'kyc.enterprise.approved': {
    title: { zh_CN: '企业认证已通过', en_US: 'Company verification approved', fr_FR: "Vérification de l'entreprise approuvée" },
    content: {
      zh_CN: '您的企业认证已通过审核。',
      en_US: 'Your company verification was approved.',
      fr_FR: "La vérification de votre entreprise a été approuvée.",
    },
  },
  'kyc.enterprise.rejected': {
    title: { zh_CN: '企业认证未通过', en_US: 'Company verification rejected', fr_FR: "Vérification de l'entreprise refusée" },
    content: {
      zh_CN: '您的企业认证未通过审核，原因：{reason}。请修改后重新提交。',
      en_US: 'Your company verification was rejected. Reason: {reason}. Please correct it and submit again.',
      fr_FR: "La vérification de votre entreprise a été refusée. Motif : {reason}. Corrigez-la puis soumettez-la à nouveau.",
    },
  },
  // Shipping orders: what staff did that the shipper (and a consignee who is a member) can see.
  'order.inWarehouse': {
    title: { zh_CN: '订单 {orderNo} 已入仓', en_US: 'Order {orderNo} received into the warehouse', fr_FR: 'Commande {orderNo} réceptionnée en entrepôt' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已入仓，共 {cartons} 箱。入仓单可在订单详情中查看。',
      en_US: 'Order {orderNo} (mark {marks}) is in the warehouse: {cartons} cartons received. The warehouse receipt is on the order.',
      fr_FR: "La commande {orderNo} (marque {marks}) est en entrepôt : {cartons} cartons reçus. Le bon d'entrepôt figure sur la commande.",
    },
  },
  'order.receiptCorrected': {
    title: { zh_CN: '订单 {orderNo} 的入仓单已更新', en_US: 'Warehouse receipt of order {orderNo} updated', fr_FR: "Bon d'entrepôt de la commande {orderNo} mis à jour" },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的入仓单已更正，现为 {cartons} 箱。新的件数、体积和重量可在订单详情中查看。',
      en_US: 'The warehouse receipt of order {orderNo} (mark {marks}) was corrected and now shows {cartons} cartons. See the order for the new figures.',
      fr_FR: "Le bon d'entrepôt de la commande {orderNo} (marque {marks}) a été corrigé : {cartons} cartons. Les nouveaux chiffres figurent sur la commande.",
    },
  },
  'order.departed': {
    title: { zh_CN: '订单 {orderNo} 已装柜起运', en_US: 'Order {orderNo} has departed', fr_FR: 'La commande {orderNo} est partie' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已在 {place} 装柜起运。',
      en_US: 'Order {orderNo} (mark {marks}) was loaded and left {place}.',
      fr_FR: 'La commande {orderNo} (marque {marks}) a été chargée et a quitté {place}.',
    },
  },
  'order.arrived': {
    title: { zh_CN: '订单 {orderNo} 已到港', en_US: 'Order {orderNo} has arrived', fr_FR: 'La commande {orderNo} est arrivée' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已到达 {place}。',
      en_US: 'Order {orderNo} (mark {marks}) arrived at {place}.',
      fr_FR: 'La commande {orderNo} (marque {marks}) est arrivée à {place}.',
    },
  },
  'order.readyForPickup': {
    title: { zh_CN: '订单 {orderNo} 待提货', en_US: 'Order {orderNo} is ready for pickup', fr_FR: 'La commande {orderNo} est prête à être retirée' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已卸柜，可在 {place} 提货。',
      en_US: 'Order {orderNo} (mark {marks}) was unloaded and can be picked up at {place}.',
      fr_FR: 'La commande {orderNo} (marque {marks}) a été déchargée et peut être retirée à {place}.',
    },
  },
  'order.delivered': {
    title: { zh_CN: '订单 {orderNo} 已签收', en_US: 'Order {orderNo} delivered', fr_FR: 'Commande {orderNo} livrée' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已在 {place} 签收。',
      en_US: 'Order {orderNo} (mark {marks}) was delivered at {place}.',
      fr_FR: 'La commande {orderNo} (marque {marks}) a été livrée à {place}.',
    },
  },
  'order.flagged': {
    title: { zh_CN: '订单 {orderNo} 含不可承运货物', en_US: 'Order {orderNo} holds goods we cannot carry', fr_FR: 'La commande {orderNo} contient des marchandises refusées' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已被标记，原因：{reason}。请联系客服处理。',
      en_US: 'Order {orderNo} (mark {marks}) was flagged. Reason: {reason}. Please contact customer service.',
      fr_FR: 'La commande {orderNo} (marque {marks}) a été signalée. Motif : {reason}. Veuillez contacter le service client.',
    },
  },
  'order.unflagged': {
    title: { zh_CN: '订单 {orderNo} 的标记已解除', en_US: 'Flag removed from order {orderNo}', fr_FR: 'Signalement levé sur la commande {orderNo}' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的不可承运标记已解除。',
      en_US: 'Order {orderNo} (mark {marks}) is no longer flagged.',
      fr_FR: "La commande {orderNo} (marque {marks}) n'est plus signalée.",
    },
  },
  // Money (docs/money.md): fees and payments staff record, and warehouse refund decisions.
  // Amounts come formatted with their currency ("USD 125.00").
  'money.feeAdded': {
    title: { zh_CN: '订单 {orderNo} 新增费用', en_US: 'New fee on order {orderNo}', fr_FR: 'Nouveaux frais sur la commande {orderNo}' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）新增费用 {amount}。该订单 {currency} 待付合计：{outstanding}。',
      en_US: 'A fee of {amount} was added to order {orderNo} (mark {marks}). Still owed on the order in {currency}: {outstanding}.',
      fr_FR: 'Des frais de {amount} ont été ajoutés à la commande {orderNo} (marque {marks}). Reste dû en {currency} : {outstanding}.',
    },
  },
  'money.feeAdjusted': {
    title: { zh_CN: '订单 {orderNo} 的费用已调整', en_US: 'Fee changed on order {orderNo}', fr_FR: 'Frais modifiés sur la commande {orderNo}' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的一项费用由 {before} 调整为 {after}，原因：{reason}。该订单 {currency} 待付合计：{outstanding}。',
      en_US: 'A fee on order {orderNo} (mark {marks}) changed from {before} to {after}. Reason: {reason}. Still owed in {currency}: {outstanding}.',
      fr_FR: 'Des frais de la commande {orderNo} (marque {marks}) passent de {before} à {after}. Motif : {reason}. Reste dû en {currency} : {outstanding}.',
    },
  },
  'money.paymentRecorded': {
    title: { zh_CN: '已收到订单 {orderNo} 的付款', en_US: 'Payment received for order {orderNo}', fr_FR: 'Paiement reçu pour la commande {orderNo}' },
    content: {
      zh_CN: '我们已收到订单 {orderNo}（唛头 {marks}）的付款 {amount}。该订单 {currency} 待付合计：{outstanding}。',
      en_US: 'We received {amount} for order {orderNo} (mark {marks}). Still owed on the order in {currency}: {outstanding}.',
      fr_FR: 'Nous avons reçu {amount} pour la commande {orderNo} (marque {marks}). Reste dû en {currency} : {outstanding}.',
    },
  },
  'refund.approved': {
    title: { zh_CN: '退仓申请 {refundNo} 已通过', en_US: 'Warehouse refund {refundNo} approved', fr_FR: "Retrait d'entrepôt {refundNo} approuvé" },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的退仓申请已通过。{answer}',
      en_US: 'Your warehouse refund for order {orderNo} (mark {marks}) was approved. {answer}',
      fr_FR: "Votre demande de retrait d'entrepôt pour la commande {orderNo} (marque {marks}) a été approuvée. {answer}",
    },
  },
  'refund.rejected': {
    title: { zh_CN: '退仓申请 {refundNo} 未通过', en_US: 'Warehouse refund {refundNo} rejected', fr_FR: "Retrait d'entrepôt {refundNo} refusé" },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的退仓申请未通过，原因：{answer}。',
      en_US: 'Your warehouse refund for order {orderNo} (mark {marks}) was rejected. Reason: {answer}.',
      fr_FR: "Votre demande de retrait d'entrepôt pour la commande {orderNo} (marque {marks}) a été refusée. Motif : {answer}.",
    },
  },
  'refund.returned': {
    title: { zh_CN: '订单 {orderNo} 的货物已退还', en_US: 'Goods of order {orderNo} handed back', fr_FR: 'Marchandises de la commande {orderNo} rendues' },
    content: {
      zh_CN: '根据退仓申请 {refundNo}，订单 {orderNo}（唛头 {marks}）的货物已退还发货人（{note}），订单已结束。',
      en_US: 'Following warehouse refund {refundNo}, the goods of order {orderNo} (mark {marks}) were handed back to the shipper ({note}). The order is closed.',
      fr_FR: "Suite au retrait d'entrepôt {refundNo}, les marchandises de la commande {orderNo} (marque {marks}) ont été rendues à l'expéditeur ({note}). La commande est close.",
    },
  },
  // Abnormal (exception) items (docs/abnormal-items.md): every step is told to the shipper.
  // {description} and {reason} are staff text and stay as written.
  'abnormal.raised': {
    title: { zh_CN: '订单 {orderNo} 有异常待处理', en_US: 'Exception to handle on order {orderNo}', fr_FR: 'Anomalie à traiter sur la commande {orderNo}' },
    content: {
      zh_CN: '仓库发现订单 {orderNo}（唛头 {marks}）异常：{description}。请在"异常处理"中处理。',
      en_US: 'Our warehouse found an exception on order {orderNo} (mark {marks}): {description}. Please handle it under Exception handling.',
      fr_FR: "Notre entrepôt a relevé une anomalie sur la commande {orderNo} (marque {marks}) : {description}. Traitez-la dans « Anomalies ».",
    },
  },
  'abnormal.handled': {
    title: { zh_CN: '订单 {orderNo} 的异常已处理', en_US: 'Exception on order {orderNo} handled', fr_FR: 'Anomalie de la commande {orderNo} traitée' },
    content: {
      zh_CN: '您已处理订单 {orderNo}（唛头 {marks}）的异常，该异常已完结。',
      en_US: 'You handled the exception on order {orderNo} (mark {marks}); it is now finished.',
      fr_FR: "Vous avez traité l'anomalie de la commande {orderNo} (marque {marks}) ; elle est close.",
    },
  },
  'abnormal.disputed': {
    title: { zh_CN: '已收到订单 {orderNo} 的异常申诉', en_US: 'Dispute on order {orderNo} received', fr_FR: 'Contestation de la commande {orderNo} reçue' },
    content: {
      zh_CN: '我们已收到您对订单 {orderNo}（唛头 {marks}）异常的申诉，客服将尽快答复。',
      en_US: 'We received your dispute of the exception on order {orderNo} (mark {marks}). We will answer soon.',
      fr_FR: "Nous avons reçu votre contestation de l'anomalie de la commande {orderNo} (marque {marks}). Nous répondrons rapidement.",
    },
  },
  'abnormal.upheld': {
    title: { zh_CN: '订单 {orderNo} 的申诉已通过', en_US: 'Dispute on order {orderNo} accepted', fr_FR: 'Contestation de la commande {orderNo} acceptée' },
    content: {
      zh_CN: '您对订单 {orderNo}（唛头 {marks}）异常的申诉已通过，该异常已完结，不收取费用。',
      en_US: 'Your dispute of the exception on order {orderNo} (mark {marks}) was accepted. It is finished without charge.',
      fr_FR: "Votre contestation de l'anomalie de la commande {orderNo} (marque {marks}) est acceptée. Elle est close sans frais.",
    },
  },
  'abnormal.maintained': {
    title: { zh_CN: '订单 {orderNo} 的异常需要您再次处理', en_US: 'Exception on order {orderNo}: please handle it again', fr_FR: 'Anomalie de la commande {orderNo} : à traiter de nouveau' },
    content: {
      zh_CN: '您对订单 {orderNo}（唛头 {marks}）异常的申诉未通过，原因：{reason}。请重新处理。',
      en_US: 'Your dispute of the exception on order {orderNo} (mark {marks}) was not accepted. Reason: {reason}. Please handle it again.',
      fr_FR: "Votre contestation de l'anomalie de la commande {orderNo} (marque {marks}) n'est pas acceptée. Motif : {reason}. Traitez-la de nouveau.",
    },
  },
  // A member's claim (docs/abnormal-items.md, "Claims"). {amount} and {compensation} are
  // formatted US dollars; {reason} is staff text.
  'abnormal.claimed': {
    title: { zh_CN: '已收到订单 {orderNo} 的索赔', en_US: 'Claim on order {orderNo} received', fr_FR: 'Réclamation sur la commande {orderNo} reçue' },
    content: {
      zh_CN: '我们已收到您对订单 {orderNo}（唛头 {marks}）{amount} 的索赔，客服将尽快答复。',
      en_US: 'We received your claim of {amount} on order {orderNo} (mark {marks}). We will answer soon.',
      fr_FR: 'Nous avons reçu votre réclamation de {amount} sur la commande {orderNo} (marque {marks}). Nous répondrons rapidement.',
    },
  },
  'abnormal.granted': {
    title: { zh_CN: '订单 {orderNo} 的索赔已受理', en_US: 'Claim on order {orderNo} accepted', fr_FR: 'Réclamation sur la commande {orderNo} acceptée' },
    content: {
      zh_CN: '您对订单 {orderNo}（唛头 {marks}）的索赔已受理，赔偿 {compensation}。{reason}',
      en_US: 'Your claim on order {orderNo} (mark {marks}) was accepted: compensation {compensation}. {reason}',
      fr_FR: 'Votre réclamation sur la commande {orderNo} (marque {marks}) est acceptée : indemnisation {compensation}. {reason}',
    },
  },
  'abnormal.refused': {
    title: { zh_CN: '订单 {orderNo} 的索赔未通过', en_US: 'Claim on order {orderNo} rejected', fr_FR: 'Réclamation sur la commande {orderNo} refusée' },
    content: {
      zh_CN: '您对订单 {orderNo}（唛头 {marks}）的索赔未通过，原因：{reason}',
      en_US: 'Your claim on order {orderNo} (mark {marks}) was rejected. Reason: {reason}',
      fr_FR: "Votre réclamation sur la commande {orderNo} (marque {marks}) est refusée. Motif : {reason}",
    },
  },
  // Consultations, suggestions and complaints (docs/advice.md): every staff reply is told to the
  // member. {title} is the member's own text and stays as written.
  'advice.consult.replied': {
    title: { zh_CN: '您的咨询有新回复', en_US: 'New reply to your consultation', fr_FR: 'Nouvelle réponse à votre demande' },
    content: {
      zh_CN: '客服已回复您的咨询“{title}”，请在“咨询建议”中查看。',
      en_US: 'Customer service replied to your consultation "{title}". Read it under Consult & advice.',
      fr_FR: "Le service client a répondu à votre demande « {title} ». Consultez-la dans « Conseils ».",
    },
  },
  'advice.suggestion.replied': {
    title: { zh_CN: '您的建议有新回复', en_US: 'New reply to your suggestion', fr_FR: 'Nouvelle réponse à votre suggestion' },
    content: {
      zh_CN: '客服已回复您的建议“{title}”，感谢您的反馈。',
      en_US: 'Customer service replied to your suggestion "{title}". Thank you for your feedback.',
      fr_FR: "Le service client a répondu à votre suggestion « {title} ». Merci de votre retour.",
    },
  },
  'advice.complaint.replied': {
    title: { zh_CN: '您的投诉有新进展', en_US: 'Update on your complaint', fr_FR: 'Suivi de votre réclamation' },
    content: {
      zh_CN: '客服已处理并回复您的投诉“{title}”，请在“咨询建议”中查看。',
      en_US: 'Customer service answered your complaint "{title}". Read it under Consult & advice.',
      fr_FR: "Le service client a répondu à votre réclamation « {title} ». Consultez-la dans « Conseils ».",
    },
  },
  // Cargo control (docs/cargo-control.md): the controller, the shipper and a consignee who is a
  // member hear of each control, release and transfer.
  'cargoControl.controlled': {
    title: { zh_CN: '订单 {orderNo} 已由您控货', en_US: 'Order {orderNo} is under your control', fr_FR: 'La commande {orderNo} est sous votre contrôle' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的 {cartons} 箱货物已入仓并由您控货，须经您放货后才能提货。',
      en_US: 'The {cartons} cartons of order {orderNo} (mark {marks}) are in the warehouse under your control: nobody collects them until you release them.',
      fr_FR: 'Les {cartons} cartons de la commande {orderNo} (marque {marks}) sont en entrepôt sous votre contrôle : personne ne les retire avant votre libération.',
    },
  },
  'cargoControl.released': {
    title: { zh_CN: '订单 {orderNo} 已放货 {pickNum} 箱', en_US: '{pickNum} cartons of order {orderNo} released', fr_FR: '{pickNum} cartons de la commande {orderNo} libérés' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已放货 {pickNum} 箱给 {consignee}，仍在控货 {remain} 箱。',
      en_US: '{pickNum} cartons of order {orderNo} (mark {marks}) were released to {consignee}; {remain} cartons remain under control.',
      fr_FR: '{pickNum} cartons de la commande {orderNo} (marque {marks}) ont été libérés pour {consignee} ; {remain} cartons restent sous contrôle.',
    },
  },
  'cargoControl.releasedToYou': {
    title: { zh_CN: '订单 {orderNo} 的货物可提货', en_US: 'Goods of order {orderNo} released to you', fr_FR: 'Marchandise de la commande {orderNo} libérée pour vous' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）已放货 {pickNum} 箱给您，请凭身份证件提货。',
      en_US: '{pickNum} cartons of order {orderNo} (mark {marks}) were released to you. Bring your ID to collect them.',
      fr_FR: "{pickNum} cartons de la commande {orderNo} (marque {marks}) ont été libérés pour vous. Munissez-vous d'une pièce d'identité pour les retirer.",
    },
  },
  'cargoControl.transferredToYou': {
    title: { zh_CN: '订单 {orderNo} 的控货权已转给您', en_US: 'Control of order {orderNo} handed to you', fr_FR: 'Contrôle de la commande {orderNo} transféré à vous' },
    content: {
      zh_CN: '{oldController} 已将订单 {orderNo}（唛头 {marks}）的控货权转给您，在控 {remain} 箱。',
      en_US: '{oldController} handed you control of order {orderNo} (mark {marks}); {remain} cartons are held for you.',
      fr_FR: '{oldController} vous a transféré le contrôle de la commande {orderNo} (marque {marks}) ; {remain} cartons sont retenus pour vous.',
    },
  },
  'cargoControl.transferred': {
    title: { zh_CN: '订单 {orderNo} 的控货权已转移', en_US: 'Control of order {orderNo} transferred', fr_FR: 'Contrôle de la commande {orderNo} transféré' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的控货权已由 {oldController} 转给 {newController}。',
      en_US: 'Control of order {orderNo} (mark {marks}) passed from {oldController} to {newController}.',
      fr_FR: 'Le contrôle de la commande {orderNo} (marque {marks}) est passé de {oldController} à {newController}.',
    },
  },
  'cargoControl.transferredConsignee': {
    title: { zh_CN: '订单 {orderNo} 的控货人已变更', en_US: 'The controller of order {orderNo} changed', fr_FR: 'Le contrôleur de la commande {orderNo} a changé' },
    content: {
      zh_CN: '订单 {orderNo}（唛头 {marks}）的控货人已变更。提单事宜请联系发货人。',
      en_US: 'The controller of order {orderNo} (mark {marks}) changed. For the bill of lading, please contact the shipper.',
      fr_FR: "Le contrôleur de la commande {orderNo} (marque {marks}) a changé. Pour le connaissement, contactez l'expéditeur.",
    },
  },
  // Points (docs/points-and-gifts.md): a new level, and points staff added or deducted.
  // {reason} is staff text and stays as written.
  'points.levelUp': {
    title: { zh_CN: '恭喜升级为{level}', en_US: 'You are now a {level} member', fr_FR: 'Vous êtes désormais membre {level}' },
    content: {
      zh_CN: '您累计获得 {total} 积分，会员等级已升级为{level}。',
      en_US: 'You have earned {total} points in all and your membership level is now {level}.',
      fr_FR: 'Vous avez gagné {total} points au total : votre niveau de membre est désormais {level}.',
    },
  },
  'points.staffAdded': {
    title: { zh_CN: '您获得了 {amount} 积分', en_US: 'You received {amount} points', fr_FR: 'Vous avez reçu {amount} points' },
    content: {
      zh_CN: '客服为您增加了 {amount} 积分，原因：{reason}。当前可用积分 {available}。',
      en_US: 'Our team added {amount} points to your account. Reason: {reason}. Available now: {available}.',
      fr_FR: 'Notre équipe a ajouté {amount} points à votre compte. Motif : {reason}. Disponibles : {available}.',
    },
  },
  'points.staffDeducted': {
    title: { zh_CN: '您的积分被扣减 {amount}', en_US: '{amount} points deducted', fr_FR: '{amount} points retirés' },
    content: {
      zh_CN: '客服从您的账户扣减了 {amount} 积分，原因：{reason}。当前可用积分 {available}。',
      en_US: 'Our team deducted {amount} points from your account. Reason: {reason}. Available now: {available}.',
      fr_FR: 'Notre équipe a retiré {amount} points de votre compte. Motif : {reason}. Disponibles : {available}.',
      },
    },
  // Gift exchange (docs/points-and-gifts.md): the redemption and each staff step.
  'gift.redeemed': {
    title: { zh_CN: '礼品兑换成功：{gift}', en_US: 'Gift redeemed: {gift}', fr_FR: 'Cadeau échangé : {gift}' },
    content: {
      zh_CN: '您已使用 {points} 积分兑换 {gift} × {quantity}（兑换单号 {exchangeNo}），预计发货：{dispatch}。兑换不可取消。',
      en_US: 'You redeemed {gift} × {quantity} for {points} points (redemption {exchangeNo}). Expected dispatch: {dispatch}. Redemptions cannot be cancelled.',
      fr_FR: 'Vous avez échangé {gift} × {quantity} contre {points} points (échange {exchangeNo}). Expédition prévue : {dispatch}. Un échange ne peut pas être annulé.',
    },
  },
  'gift.dispatched': {
    title: { zh_CN: '礼品已发货：{gift}', en_US: 'Gift dispatched: {gift}', fr_FR: 'Cadeau expédié : {gift}' },
    content: {
      zh_CN: '兑换单 {exchangeNo} 的礼品已发出，快递公司 {courierCompany}，单号 {courierNo}，预计送达 {deliveryDate}。',
      en_US: 'The gift of redemption {exchangeNo} left with {courierCompany}, courier number {courierNo}; expected delivery {deliveryDate}.',
      fr_FR: "Le cadeau de l'échange {exchangeNo} est parti avec {courierCompany}, numéro {courierNo} ; livraison prévue le {deliveryDate}.",
    },
  },
  'gift.readyForPickup': {
    title: { zh_CN: '礼品待领取：{gift}', en_US: 'Gift ready for pickup: {gift}', fr_FR: 'Cadeau prêt à retirer : {gift}' },
    content: {
      zh_CN: '兑换单 {exchangeNo} 的礼品已到达 {outlet}，请凭注册手机号领取。',
      en_US: 'The gift of redemption {exchangeNo} is at {outlet}. Collect it with your registered mobile number.',
      fr_FR: "Le cadeau de l'échange {exchangeNo} est arrivé à {outlet}. Retirez-le avec votre numéro de mobile enregistré.",
    },
  },
  'gift.completed': {
    title: { zh_CN: '礼品已领取：{gift}', en_US: 'Gift collected: {gift}', fr_FR: 'Cadeau retiré : {gift}' },
    content: {
      zh_CN: '兑换单 {exchangeNo} 已完成，感谢您的支持。',
      en_US: 'Redemption {exchangeNo} is complete. Thank you.',
      fr_FR: "L'échange {exchangeNo} est terminé. Merci.",
    },
  },
  // Coupons staff issue (docs/notices-and-coupons.md). Amounts come formatted with their
  // currency ("USD 10.00"), {validTo} as a date (2026-12-31).
  'coupon.issued.amountOff': {
    title: { zh_CN: '您收到一张满减券', en_US: 'You received an amount-off coupon', fr_FR: 'Vous avez reçu un bon de réduction' },
    content: {
      zh_CN: '满 {minimum} 减 {amount}，有效期至 {validTo}。可在"我的优惠券"中查看。',
      en_US: '{amount} off an order of {minimum} or more, valid until {validTo}. See it under My coupons.',
      fr_FR: '{amount} de réduction dès {minimum} de commande, valable jusqu’au {validTo}. Retrouvez-le dans « Mes bons ».',
    },
  },
  'coupon.issued.percent': {
    title: { zh_CN: '您收到一张折扣券', en_US: 'You received a discount coupon', fr_FR: 'Vous avez reçu un bon de remise' },
    content: {
      zh_CN: '享受 {percent}% 的优惠，有效期至 {validTo}。可在"我的优惠券"中查看。',
      en_US: '{percent}% off, valid until {validTo}. See it under My coupons.',
      fr_FR: '{percent} % de remise, valable jusqu’au {validTo}. Retrouvez-le dans « Mes bons ».',
    },
  },
  'coupon.issued.freight': {
    title: { zh_CN: '您收到一张运费抵扣券', en_US: 'You received a freight voucher', fr_FR: 'Vous avez reçu un bon de fret' },
    content: {
      zh_CN: '可抵扣运费 {amount}，有效期至 {validTo}。可在"我的优惠券"中查看。',
      en_US: '{amount} off your freight, valid until {validTo}. See it under My coupons.',
      fr_FR: '{amount} déduits de votre fret, valable jusqu’au {validTo}. Retrouvez-le dans « Mes bons ».',
    },
  },
  'coupon.used': {
    title: { zh_CN: '优惠券已使用', en_US: 'Coupon used', fr_FR: 'Bon utilisé' },
    content: {
      zh_CN: '您的优惠券（{value}）已由客服核销。',
      en_US: 'Your coupon ({value}) was redeemed by our staff.',
      fr_FR: 'Votre bon ({value}) a été utilisé par notre équipe.',
    },
  },
  // Sign-in notices (docs/sign-in-abuse.md, "What the member is told"): by e-mail too whenever
  // an address is bound. {device}: the browser and system ("Chrome (Windows)"); {ip}: the address.
  'signIn.newDevice': {
    title: { zh_CN: '新设备登录提醒', en_US: 'Sign-in from a new device', fr_FR: 'Connexion depuis un nouvel appareil' },
    content: {
      zh_CN: '您的账号刚在一个以前未用过的设备上登录：{device}，IP 地址 {ip}。如果是您本人，无需处理；如果不是，请立即修改密码，其他设备上的登录将随之退出。',
      en_US: 'Your account was just signed in to from a device not used before: {device}, IP address {ip}. If this was you, there is nothing to do. If not, change your password now: that signs out every other device.',
      fr_FR: "Une connexion à votre compte vient d'avoir lieu depuis un appareil jamais utilisé : {device}, adresse IP {ip}. Si c'était vous, il n'y a rien à faire. Sinon, changez votre mot de passe dès maintenant : les autres appareils seront déconnectés.",
    },
  },
  // {count}: the failed sign-ins of the last hour when the notice went; at most one a day.
  'signIn.failures': {
    title: { zh_CN: '账号登录失败提醒', en_US: 'Failed sign-ins on your account', fr_FR: 'Échecs de connexion sur votre compte' },
    content: {
      zh_CN: '最近一小时内，您的账号有 {count} 次登录失败。如果不是您本人，可能有人在猜测您的密码：请确认密码足够强，且没有在其他网站使用。在您以前登录过的浏览器上登录不受影响。此提醒每天最多发送一次。',
      en_US: 'There were {count} failed sign-ins on your account in the last hour. If it was not you, someone may be guessing your password: make sure it is strong and not used on any other site. Signing in on a browser you used before is not slowed down. This notice is sent at most once a day.',
      fr_FR: "Votre compte a connu {count} échecs de connexion au cours de la dernière heure. Si ce n'était pas vous, quelqu'un essaie peut-être de deviner votre mot de passe : vérifiez qu'il est solide et utilisé sur aucun autre site. La connexion depuis un navigateur déjà utilisé n'est pas ralentie. Cet avis est envoyé au plus une fois par jour.",
    },
  },
} as const satisfies Record<string, { title: Localized; content: Localized }>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

// The list by read state and by type (both optional).
export const messageQuery = cursorQuery.extend({ read: z.enum(['true', 'false']).optional(), type: z.enum(MESSAGE_TYPE_VALUES).optional() });
export type MessageQuery = z.input<typeof messageQuery>;

export const messageIdQuery = z.object({ id: idSchema() });

export const messageItem = z.object({
  id: z.number().int(),
  type: z.enum(MESSAGE_TYPE_VALUES),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagePage = cursorPage(messageItem);

// Unread messages, in all and by type (the tabs' counts).
export const unreadCount = z.object({
  total: z.number().int(),
  byType: z.object(Object.fromEntries(MESSAGE_TYPE_VALUES.map((type) => [type, z.number().int()])) as Record<(typeof MESSAGE_TYPE_VALUES)[number], z.ZodNumber>),
});
export type UnreadCount = z.infer<typeof unreadCount>;

// How many messages a "mark all read" marked.
export const readAllResult = z.object({ marked: z.number().int() });
export type ReadAllResult = z.infer<typeof readAllResult>;
