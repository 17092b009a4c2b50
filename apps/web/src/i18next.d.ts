import 'i18next';
import type abnormal from './locales/en_US/abnormal.json';
import type account from './locales/en_US/account.json';
import type advice from './locales/en_US/advice.json';
import type addressBook from './locales/en_US/address-book.json';
import type auth from './locales/en_US/auth.json';
import type cargoControl from './locales/en_US/cargo-control.json';
import type common from './locales/en_US/common.json';
import type delivery from './locales/en_US/delivery.json';
import type errors from './locales/en_US/errors.json';
import type files from './locales/en_US/files.json';
import type gifts from './locales/en_US/gifts.json';
import type help from './locales/en_US/help.json';
import type coupons from './locales/en_US/coupons.json';
import type kyc from './locales/en_US/kyc.json';
import type layout from './locales/en_US/layout.json';
import type messages from './locales/en_US/messages.json';
import type money from './locales/en_US/money.json';
import type notices from './locales/en_US/notices.json';
import type orderMoney from './locales/en_US/order-money.json';
import type orderImport from './locales/en_US/order-import.json';
import type orderPages from './locales/en_US/order-pages.json';
import type orderPrint from './locales/en_US/order-print.json';
import type orderShipment from './locales/en_US/order-shipment.json';
import type orders from './locales/en_US/orders.json';
import type points from './locales/en_US/points.json';
import type price from './locales/en_US/price.json';
import type profile from './locales/en_US/profile.json';
import type routes from './locales/en_US/routes.json';
import type serviceContact from './locales/en_US/service-contact.json';
import type signInWork from './locales/en_US/sign-in-work.json';
import type staff from './staff/texts/en_US.json';
import type staffOrderDesk from './staff/orders/texts/en_US.json';

// en_US is the reference language: keys used in code are checked against it, and
// locales.test.ts checks that zh_CN and fr_FR carry the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: {
        abnormal: typeof abnormal;
        account: typeof account;
        advice: typeof advice;
        'address-book': typeof addressBook;
        auth: typeof auth;
        'cargo-control': typeof cargoControl;
        common: typeof common;
        delivery: typeof delivery;
        errors: typeof errors;
        files: typeof files;
        gifts: typeof gifts;
        help: typeof help;
        coupons: typeof coupons;
        kyc: typeof kyc;
        layout: typeof layout;
        messages: typeof messages;
        money: typeof money;
        notices: typeof notices;
        'order-money': typeof orderMoney;
        'order-import': typeof orderImport;
        'order-pages': typeof orderPages;
        'order-print': typeof orderPrint;
        'order-shipment': typeof orderShipment;
        orders: typeof orders;
        points: typeof points;
        price: typeof price;
        profile: typeof profile;
        routes: typeof routes;
        'service-contact': typeof serviceContact;
        // Loaded by the sign-in forms when a proof of work takes a while (components/use-sign-in-work.tsx).
        'sign-in-work': typeof signInWork;
        // The staff console's texts, loaded with it (staff/staff-texts.ts).
        staff: typeof staff & typeof staffOrderDesk;
      };
    };
  }
}
