// A bare Fastify route answering a user-sized envelope: the ceiling the portal is compared to.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8291);
const app = Fastify({ logger: false });
const data = {
  id: 1, nickname: 'Demo member', avatar: null, areaCode: '86', mobile: '13800138000', email: null,
  referralCode: 'ABCDEF1234', realNameStatus: null, enterpriseStatus: null, levelName: '普通会员',
  showMemberSystem: true, canShip: true, roles: ['member'], createTime: new Date().toISOString(),
};
app.get('/bare', async () => ({ code: 0, msg: '', data }));
await app.listen({ host: '127.0.0.1', port });
console.log(`bare listening ${port}`);
