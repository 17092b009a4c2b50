import type { ClientErrorBody, ClientErrorItem } from '@portal/contracts/client-errors';
import type { Page } from '@portal/contracts/page';
import { toIso } from '../../db/sql.js';
import type { ClientErrorRepository } from './client-errors.repository.js';

const USER_AGENT_MAX = 300;

// Errors the portal's browsers report (docs/client-errors.md): stored as sent (the schema
// bounds every text), with who and where from; staff page through them.
export class ClientErrorService {
  constructor(
    private readonly repo: ClientErrorRepository,
    private readonly clock: () => Date,
  ) {}

  async record(memberId: number | null, body: ClientErrorBody, client: { ip: string; userAgent: string | null }): Promise<void> {
    await this.repo.insert({
      kind: body.kind,
      message: body.message,
      component: body.component || null,
      url: body.url,
      stack: body.stack || null,
      member_id: memberId,
      user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: client.ip,
      created_at: this.clock().toISOString(),
    });
  }

  // Reports made before `before` (ISO time) go (the housekeeping sweep, jobs/housekeeping.ts).
  sweep(before: string): Promise<number> {
    return this.repo.deleteBefore(before);
  }

  async page(query: { kind?: ClientErrorBody['kind'] | undefined; pageNo: number; pageSize: number }): Promise<Page<ClientErrorItem>> {
    const { rows, total } = await this.repo.page({ kind: query.kind }, (query.pageNo - 1) * query.pageSize, query.pageSize);
    const list = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      message: r.message,
      component: r.component,
      url: r.url,
      stack: r.stack,
      memberId: r.member_id,
      userAgent: r.user_agent,
      createTime: toIso(r.created_at),
    }));
    return { list, total };
  }
}
