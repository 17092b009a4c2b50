// Bare Fastify routes answering a user-sized envelope and the dictionary list: the ceilings the
// portal is compared to.
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8291);
const app = Fastify({ logger: false });
const data = {
  id: 1, nickname: 'Demo member', avatar: null, areaCode: '86', mobile: '13800138000', email: null,
  referralCode: 'ABCDEF1234', realNameStatus: null, enterpriseStatus: null, levelName: '普通会员',
  showMemberSystem: true, canShip: true, roles: ['member'], createTime: new Date().toISOString(),
};
app.get('/bare', async () => ({ code: 0, msg: '', data }));
// The same dictionary list the portal answers, when the runner hands it over.
const dict = process.env.BARE_DICT_FILE ? JSON.parse(fs.readFileSync(process.env.BARE_DICT_FILE, 'utf8')) : { code: 0, msg: '', data: [] };
app.get('/bare-dict', async () => dict);
await app.listen({ host: '127.0.0.1', port });
console.log(`bare listening ${port}`);
