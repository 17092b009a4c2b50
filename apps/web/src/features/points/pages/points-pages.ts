// The points pages, one chunk (app/member/routes/member-routes.ts loads it).
export { IntegralLogPage } from './integral-log-page';
export { IntegralPage } from './integral-page';
export { LevelLogPage } from './level-log-page';
