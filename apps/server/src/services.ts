import { ClientErrorRepository } from './modules/client-errors/client-errors.repository.js';
import { ClientErrorService } from './modules/client-errors/client-errors.service.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { ReadCache } from './db/read-cache.js';
import { createJobRunner } from './jobs/create-job-runner.js';
import { wakeDeliveries } from './jobs/deliveries.js';
import { ImportWorkers } from './lib/import-workers.js';
import { AbnormalRepository } from './modules/abnormal/abnormal.repository.js';
import { AbnormalService } from './modules/abnormal/abnormal.service.js';
import { GiftRepository } from './modules/gifts/gift.repository.js';
import { GiftService } from './modules/gifts/gift.service.js';
import { HelpRepository } from './modules/help/help.repository.js';
import { HelpService } from './modules/help/help.service.js';
import { CouponRepository } from './modules/coupons/coupon.repository.js';
import { CouponService } from './modules/coupons/coupon.service.js';
import { NoticeRepository } from './modules/notices/notice.repository.js';
import { NoticeService } from './modules/notices/notice.service.js';
import { AdviceRepository } from './modules/advice/advice.repository.js';
import { AdviceService } from './modules/advice/advice.service.js';
import { CareRepository } from './modules/care/care.repository.js';
import { CareService } from './modules/care/care.service.js';
import { AccountRepository } from './modules/account/account.repository.js';
import { AccountService } from './modules/account/account.service.js';
import { AddressRepository } from './modules/address-book/address.repository.js';
import { AddressService } from './modules/address-book/address.service.js';
import { checkContactFileTask } from './modules/address-book/contact-import-rows.js';
import { ContactImportService } from './modules/address-book/contact-import.service.js';
import { ContactRepository } from './modules/address-book/contact.repository.js';
import { ContactService } from './modules/address-book/contact.service.js';
import { GroupRepository } from './modules/address-book/group.repository.js';
import { GroupService } from './modules/address-book/group.service.js';
import { BalanceRepository } from './modules/balances/balance.repository.js';
import { BalanceService } from './modules/balances/balance.service.js';
import { CaptchaService } from './modules/captcha/captcha.service.js';
import { CargoControlRepository } from './modules/cargo-control/cargo-control.repository.js';
import { CargoControlService } from './modules/cargo-control/cargo-control.service.js';
import { MailLogRepository, OutboxMailSender } from './modules/codes/mail-sender.js';
import { SmtpMailSender } from './modules/codes/smtp-mail-sender.js';
import { SmsLogRepository } from './modules/codes/sms-log.repository.js';
import { OutboxSmsSender, type SmsSender } from './modules/codes/sms-sender.js';
import { ProviderSmsSender } from './modules/codes/sms-provider.js';
import { TwilioSms } from './modules/codes/twilio-sms.js';
import { TWILIO_STATUS_PATH } from './modules/codes/twilio-status.routes.js';
import { AliyunSms } from './modules/codes/aliyun-sms.js';
import { AliyunReports } from './modules/codes/aliyun-reports.js';
import { SmsReports } from './modules/codes/sms-reports.js';
import { VerificationCodeRepository } from './modules/codes/verification-code.repository.js';
import { VerificationCodeService, channelLimits } from './modules/codes/verification-code.service.js';
import { EcashRepository } from './modules/ecash/ecash.repository.js';
import { EcashService } from './modules/ecash/ecash.service.js';
import { EcwRepository } from './modules/ecw/ecw.repository.js';
import { EcwService } from './modules/ecw/ecw.service.js';
import { PointLedger } from './modules/points/point-ledger.js';
import { PointsRepository } from './modules/points/points.repository.js';
import { PointsService } from './modules/points/points.service.js';
import { PriceRepository } from './modules/price/price.repository.js';
import { PriceService } from './modules/price/price.service.js';
import { createFileStorage } from './modules/files/s3-file-storage.js';
import { FileRepository } from './modules/files/file.repository.js';
import { FileService } from './modules/files/file.service.js';
import { KycRepository } from './modules/kyc/kyc.repository.js';
import { KycService } from './modules/kyc/kyc.service.js';
import { MemberAuthService } from './modules/members/member-auth.service.js';
import { MemberAdminService } from './modules/members/member-admin.service.js';
import { MemberViewRepository } from './modules/members/member-view.repository.js';
import { MemberViewService } from './modules/members/member-view.service.js';
import { MemberProfileService } from './modules/members/member-profile.service.js';
import { MemberRepository } from './modules/members/member.repository.js';
import { SignInNotices } from './modules/members/sign-in-notices.js';
import { MessageRepository } from './modules/messages/message.repository.js';
import { MessageService } from './modules/messages/message.service.js';
import { NotificationDelivery } from './modules/notifications/notification-delivery.js';
import { NotificationRepository } from './modules/notifications/notification.repository.js';
import { NotificationService } from './modules/notifications/notification.service.js';
import { OrderBulkRepository } from './modules/orders/order-bulk.repository.js';
import { OrderDocumentsService } from './modules/orders/documents/order-documents.service.js';
import { OrderChecks } from './modules/orders/order-checks.js';
import { OrderFilesService } from './modules/orders/order-files.service.js';
import { checkOrderFileTask } from './modules/orders/order-import-rows.js';
import { OrderImportService } from './modules/orders/order-import.service.js';
import { OrderPlacesRepository } from './modules/orders/order-places.repository.js';
import { OrderQueryService } from './modules/orders/order-query.service.js';
import { OrderStaffRepository } from './modules/orders/order-staff.repository.js';
import { OrderStaffService } from './modules/orders/order-staff.service.js';
import { ShipmentRepository } from './modules/shipments/shipment.repository.js';
import { shipmentScan } from './modules/shipments/shipment-scan.js';
import { ShipmentService } from './modules/shipments/shipment.service.js';
import { OrderRepository } from './modules/orders/order.repository.js';
import { OrderService } from './modules/orders/order.service.js';
import { RefundRepository } from './modules/refunds/refund.repository.js';
import { RefundService } from './modules/refunds/refund.service.js';
import { DeviceRepository } from './modules/sessions/device.repository.js';
import { KnownDevices } from './modules/sessions/known-devices.js';
import { LoginAttemptRepository } from './modules/sessions/login-attempt.repository.js';
import { LoginThrottle } from './modules/sessions/login-throttle.js';
import { SignInChallengeRepository } from './modules/sessions/sign-in-challenge.repository.js';
import { SignInWork } from './modules/sessions/sign-in-work.js';
import { SessionRepository } from './modules/sessions/session.repository.js';
import { SessionService } from './modules/sessions/session.service.js';
import { StaffAuthService } from './modules/staff/staff-auth.service.js';
import { StaffRepository } from './modules/staff/staff.repository.js';
import { StaffService } from './modules/staff/staff.service.js';
import { ReferenceDataRepository } from './modules/system/reference-data.repository.js';
import { ReferenceDataService } from './modules/system/reference-data.service.js';
import { SystemRepository } from './modules/system/system.repository.js';
import { SystemService } from './modules/system/system.service.js';

export interface ServiceInputs {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  // The clock rules with a time window read (cargo control's locks); tests pass their own.
  clock?: () => Date;
}

// The one place where repositories and services are built, each once, with what it needs
// passed in. app.ts hands each module's routes the services they use; tests reach them
// through the built app (test/harness.ts). Read top to bottom: a service is built after
// everything it depends on. docs/server-structure.md says more.
export function buildServices({ config, database, log, clock = () => new Date() }: ServiceInputs) {
  const { db } = database;
  const readCache = new ReadCache(database.changeCounter);

  // Repositories: queries only, one per table group.
  const repos = {
    members: new MemberRepository(db),
    staff: new StaffRepository(db),
    sessions: new SessionRepository(db),
    loginAttempts: new LoginAttemptRepository(db),
    signInChallenges: new SignInChallengeRepository(db),
    devices: new DeviceRepository(db),
    codes: new VerificationCodeRepository(db),
    smsLogs: new SmsLogRepository(db),
    mailLogs: new MailLogRepository(db),
    messages: new MessageRepository(db),
    notifications: new NotificationRepository(db),
    files: new FileRepository(db),
    account: new AccountRepository(db),
    kyc: new KycRepository(db),
    system: new SystemRepository(db),
    referenceData: new ReferenceDataRepository(db),
    ecw: new EcwRepository(db),
    price: new PriceRepository(db),
    addresses: new AddressRepository(db),
    contacts: new ContactRepository(db),
    groups: new GroupRepository(db),
    orders: new OrderRepository(db),
    orderBulk: new OrderBulkRepository(),
    orderPlaces: new OrderPlacesRepository(db),
    orderStaff: new OrderStaffRepository(db),
    shipments: new ShipmentRepository(db),
    balances: new BalanceRepository(db),
    ecash: new EcashRepository(db),
    refunds: new RefundRepository(db),
    abnormal: new AbnormalRepository(db),
    gifts: new GiftRepository(db),
    cargoControl: new CargoControlRepository(db),
    points: new PointsRepository(db),
    help: new HelpRepository(db),
    notices: new NoticeRepository(db),
    coupons: new CouponRepository(db),
    advice: new AdviceRepository(db),
    care: new CareRepository(db),
  };

  // Shared by several modules.
  const sessions = new SessionService(db, repos.sessions, config, readCache);
  const signInWork = new SignInWork(repos.signInChallenges, { ...config.signInWork, clock });
  const throttle = new LoginThrottle(db, repos.loginAttempts, signInWork);
  const devices = new KnownDevices(db, repos.devices);
  const captcha = new CaptchaService(db, config);
  const messages = new MessageService(db, repos.messages);
  // The local directory, or the S3 bucket when S3_BUCKET is set; app.ts closes it.
  const fileStorage = createFileStorage(config.uploads);
  const files = new FileService(db, repos.files, fileStorage, { dailyPerMember: config.uploads.dailyPerMember, log });
  // Uploaded workbooks are read on worker threads; app.ts stops them on close.
  const importWorkers = new ImportWorkers(config.imports.workers);
  // SMS through Twilio or Aliyun when SMS_PROVIDER names one, else to the outbox table; e-mail
  // through SMTP when SMTP_URL is set, else to its outbox too (docs/verification-codes.md).
  // Outboxes show codes to staff on a local install only: in production they are masked.
  const outbox = { readable: config.env !== 'production' };
  // Twilio reports delivery to the portal's public address, when it has one.
  const provider = config.smsProvider;
  const statusCallback = config.publicBaseUrl ? `${config.publicBaseUrl}${TWILIO_STATUS_PATH}` : null;
  const aliyun = provider?.provider === 'aliyun' ? new AliyunSms(provider) : null;
  const sms: SmsSender = provider
    ? new ProviderSmsSender(provider.provider === 'twilio' ? new TwilioSms(provider, statusCallback) : aliyun!, db, repos.smsLogs, log)
    : new OutboxSmsSender(db, repos.smsLogs, log, outbox);
  // Providers' delivery reports: Twilio calls back (app.ts), Aliyun is asked by a job.
  const smsReports = new SmsReports(db, repos.smsLogs, repos.notifications);
  const aliyunReports = aliyun ? new AliyunReports(aliyun, repos.smsLogs, smsReports, log) : null;
  const senders = {
    sms,
    email: config.mail.smtpUrl
      ? new SmtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from }, db, repos.mailLogs, log)
      : new OutboxMailSender(db, repos.mailLogs, log, outbox),
  };
  const codes = new VerificationCodeService(db, repos.codes, { limits: channelLimits(config), senders, captcha, log });
  // Background jobs (jobs/): pg-boss on PostgreSQL, in-process on SQLite. app.ts says which
  // jobs run when; server.ts starts the runner after listening, app.close() stops it.
  const jobs = createJobRunner(database, log);
  const notifications = new NotificationService(db, repos.notifications, wakeDeliveries(jobs, log), clock);
  const notificationDelivery = new NotificationDelivery(db, repos.notifications, { messages, mail: senders.email, sms: senders.sms, log });

  const system = new SystemService(repos.system);
  // Points (modules/points): the ledger is the one writer of every member's points; each credit
  // keeps the member's level (points.keepLevel) in its transaction.
  const points = new PointsService(db, repos.points, { system: repos.system, notifications });
  const pointLedger = new PointLedger({ afterCredit: points.keepLevel });
  points.useLedger(pointLedger);
  const gifts = new GiftService(db, repos.gifts, { system: repos.system, pointLedger, notifications, files });
  const kyc = new KycService(db, repos.kyc, { files, notifications });
  const contacts = new ContactService(db, repos.contacts, repos.groups);
  // Shipping orders (modules/orders): the member's writes, reads and packing lists.
  const orderChecks = new OrderChecks(repos.orderPlaces);
  const orders = new OrderService(db, repos.orders, orderChecks, { kyc, contacts, system, bulk: repos.orderBulk, members: repos.members });
  const orderQueries = new OrderQueryService(repos.orders, repos.orderPlaces, orderChecks, repos.members, repos.abnormal, readCache);
  const orderFiles = new OrderFilesService(db, repos.orders, orders, files);
  const ecash = new EcashService(repos.ecash);
  const ecw = new EcwService(repos.ecw, { ecash });
  const orderDocuments = new OrderDocumentsService({ orders: orderQueries, system, ecw }, config);
  // Cargo control (modules/cargo-control): releases and transfers; the receipt starts control.
  const cargoControl = new CargoControlService(db, repos.cargoControl, { members: repos.members, codes, notifications, throttle, clock });
  // Coupons (modules/coupons): the sidebar counts a member's usable ones.
  const coupons = new CouponService(db, repos.coupons, { members: repos.members, notifications, clock });
  const orderStaff = new OrderStaffService(db, repos.orderStaff, { orderQueries, notifications, system, cargoControl, containerScan: shipmentScan(repos.shipments) });

  return {
    repos,
    readCache,
    sessions,
    throttle,
    signInWork,
    devices,
    captcha,
    messages,
    fileStorage,
    files,
    senders,
    smsReports,
    aliyunReports,
    codes,
    jobs,
    notifications,
    notificationDelivery,
    system,
    referenceData: new ReferenceDataService(db, repos.referenceData),
    ecw,
    pointLedger,
    points,
    gifts,
    memberAuth: new MemberAuthService(db, { sessions, members: repos.members, codes, captcha, throttle, devices, points, notices: new SignInNotices(db, { notifications, throttle, clock }) }),
    memberProfile: new MemberProfileService(repos.members, repos.system, config, readCache),
    memberAdmin: new MemberAdminService(db, repos.members, { sessions }),
    memberView: new MemberViewService(new MemberViewRepository(db), { care: repos.care, kyc, balances: repos.balances, points: repos.points }),
    staffAuth: new StaffAuthService(repos.staff, { sessions, throttle }),
    staff: new StaffService(db, repos.staff, { sessions }),
    account: new AccountService(db, repos.account, { members: repos.members, throttle, sessions, codes, messages, cargoControl, coupons }),
    kyc,
    addresses: new AddressService(db, repos.addresses),
    groups: new GroupService(db, repos.groups),
    contacts,
    importWorkers,
    contactImports: new ContactImportService(db, repos.contacts, repos.groups, (file, locale) => importWorkers.run(checkContactFileTask, { file, locale })),
    orderChecks,
    orders,
    orderQueries,
    orderFiles,
    orderStaff,
    // Containers and air shipments (docs/containers.md): their move reuses the orders' transition.
    shipments: new ShipmentService(db, repos.shipments, { orderStaff, notifications, system }),
    // Order spreadsheets: reading an upload runs on the import workers too.
    orderImports: new OrderImportService(repos.ecw, { checks: orderChecks, orders, checkFile: (input) => importWorkers.run(checkOrderFileTask, input) }),
    orderDocuments,
    // Money (docs/money.md): balances, e-cash rates, warehouse refunds.
    balances: new BalanceService(db, repos.balances, { orders: repos.orders, members: repos.members, notifications, points }),
    ecash,
    refunds: new RefundService(db, repos.refunds, { orders, files, notifications, system }),
    price: new PriceService(db, repos.price, { ecash }),
    abnormal: new AbnormalService(db, repos.abnormal, { files, notifications }),
    cargoControl,
    help: new HelpService(db, repos.help),
    // Notices and banners (modules/notices), coupons (modules/coupons).
    notices: new NoticeService(db, repos.notices),
    coupons,
    advice: new AdviceService(db, repos.advice, { files, notifications }),
    care: new CareService(repos.care, { members: repos.members, kyc, balances: repos.balances }),
    clientErrors: new ClientErrorService(new ClientErrorRepository(db), clock),
  };
}

export type Services = ReturnType<typeof buildServices>;
