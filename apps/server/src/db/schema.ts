import type { AbnormalTables } from './tables/abnormal.js';
import type { AccountTables } from './tables/account.js';
import type { AdviceTables } from './tables/advice.js';
import type { AuditTables } from './tables/audit.js';
import type { AddressBookTables } from './tables/address-book.js';
import type { AuthTables } from './tables/auth.js';
import type { CargoControlTables } from './tables/cargo-control.js';
import type { ClientErrorTables } from './tables/client-errors.js';
import type { CodeTables } from './tables/codes.js';
import type { IdentityTables } from './tables/identity.js';
import type { MoneyTables } from './tables/money.js';
import type { EcwTables } from './tables/ecw.js';
import type { FileTables } from './tables/files.js';
import type { GiftTables } from './tables/gifts.js';
import type { HelpTables } from './tables/help.js';
import type { NoticeTables } from './tables/notices.js';
import type { NotificationTables } from './tables/notifications.js';
import type { OrderTables } from './tables/orders.js';
import type { PointsTables } from './tables/points.js';
import type { PriceTables } from './tables/price.js';
import type { ShipmentTables } from './tables/shipments.js';
import type { SystemTables } from './tables/system.js';

// The whole database as Kysely sees it: one interface per product area in db/tables/.
export interface DB
  extends IdentityTables,
    AuthTables,
    CodeTables,
    SystemTables,
    EcwTables,
    FileTables,
    AccountTables,
    AddressBookTables,
    NotificationTables,
    OrderTables,
    CargoControlTables,
    AbnormalTables,
    MoneyTables,
    PriceTables,
    PointsTables,
    GiftTables,
    AdviceTables,
    HelpTables,
    ClientErrorTables,
    ShipmentTables,
    NoticeTables,
    AuditTables {}
