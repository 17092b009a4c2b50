// The gift pages, one chunk (member-routes.ts loads it for any of them).
export { ActivityPage } from './activity-page';
export { ExchangeDetailsPage } from './exchange-details-page';
export { ExchangeLogPage } from './exchange-log-page';
export { ExchangeOperatePage } from './exchange-operate-page';
