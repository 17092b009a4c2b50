import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fileUrl, staffFileUrl, type FilePurpose } from '@portal/contracts/files';
import {
  type enterpriseBody,
  type EnterpriseInfo,
  type KycKind,
  type KycReviewItem,
  type KycStatus,
  type realNameBody,
  type RealNameInfo,
} from '@portal/contracts/kyc';
import type { MessageTemplate } from '@portal/contracts/messages';
import {
  ENTERPRISE_STATUS,
  ENTERPRISE_STATUSES,
  REAL_NAME_STATUS,
  REAL_NAME_STATUSES,
  statusIn,
  type CardType,
} from '@portal/contracts/statuses';
import type { DB } from '../../db/schema.js';
import { fromJson, isUniqueViolation, nowIso, toIso, toJson } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import type { FileService } from '../files/file.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { KycRepository } from './kyc.repository.js';

type RealNameInput = z.output<typeof realNameBody>;
type EnterpriseInput = z.output<typeof enterpriseBody>;

// Per kind: the status a submission starts in, the ones staff may decide from, the outcomes,
// and the one that allows a resubmission (docs/product/identity.md).
const FLOW = {
  'real-name': {
    submitted: REAL_NAME_STATUS.pending,
    open: [REAL_NAME_STATUS.pending, REAL_NAME_STATUS.reviewing],
    approved: REAL_NAME_STATUS.certified,
    rejected: REAL_NAME_STATUS.rejected,
  },
  enterprise: {
    submitted: ENTERPRISE_STATUS.reviewing,
    open: [ENTERPRISE_STATUS.reviewing],
    approved: ENTERPRISE_STATUS.verified,
    rejected: ENTERPRISE_STATUS.rejected,
  },
} as const satisfies Record<KycKind, { submitted: number; open: readonly number[]; approved: number; rejected: number }>;

const TEMPLATES: Record<KycKind, { approved: MessageTemplate; rejected: MessageTemplate }> = {
  'real-name': { approved: 'kyc.realName.approved', rejected: 'kyc.realName.rejected' },
  enterprise: { approved: 'kyc.enterprise.approved', rejected: 'kyc.enterprise.rejected' },
};

const ID_PURPOSES: readonly FilePurpose[] = ['id-card'];
const CERT_PURPOSES: readonly FilePurpose[] = ['enterprise-cert'];
const ATTACHMENT_PURPOSES: readonly FilePurpose[] = ['attachment', 'enterprise-cert'];

// Real-name and company verification (docs/product/identity.md, docs/product/staff.md): the
// member submits, staff approve or reject with a reason, and the member is notified either way
// (the notification is recorded with the decision, in its transaction).
export class KycService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: KycRepository,
    private readonly deps: { files: FileService; notifications: NotificationService },
  ) {}

  async realNameInfo(memberId: number): Promise<RealNameInfo> {
    const row = await this.repo.realName(memberId);
    const url = fileUrl;
    return {
      status: row ? statusIn(REAL_NAME_STATUSES, row.status) : null,
      name: row?.name ?? null,
      cardType: (row?.card_type as CardType | undefined) ?? null,
      cardNumber: row?.card_number ?? null,
      img1: row ? url(row.img1) : null,
      img2: row ? url(row.img2) : null,
      extraImgs: row ? fromJson<string[]>(row.extra_imgs, []).map(url) : [],
      rejectReason: row?.reject_reason ?? null,
      submitTime: row ? toIso(row.submitted_at) : null,
      reviewTime: row?.reviewed_at ? toIso(row.reviewed_at) : null,
    };
  }

  async enterpriseInfo(memberId: number): Promise<EnterpriseInfo> {
    const row = await this.repo.enterprise(memberId);
    const url = fileUrl;
    return {
      status: row ? statusIn(ENTERPRISE_STATUSES, row.status) : null,
      name: row?.name ?? null,
      legalPerson: row?.legal_person ?? null,
      cardNumber: row?.card_number ?? null,
      certificateImg: row ? url(row.certificate_img) : null,
      attachments: row ? fromJson<string[]>(row.attachments, []).map(url) : [],
      rejectReason: row?.reject_reason ?? null,
      submitTime: row ? toIso(row.submitted_at) : null,
      reviewTime: row?.reviewed_at ? toIso(row.reviewed_at) : null,
    };
  }

  async status(memberId: number): Promise<KycStatus> {
    const { realName, enterprise } = await this.repo.statuses(memberId);
    return {
      realNameStatus: realName === null ? null : statusIn(REAL_NAME_STATUSES, realName),
      enterpriseStatus: enterprise === null ? null : statusIn(ENTERPRISE_STATUSES, enterprise),
      realNameCertified: realName === REAL_NAME_STATUS.certified,
      enterpriseVerified: enterprise === ENTERPRISE_STATUS.verified,
    };
  }

  // A first submission, or a new one after a rejection; anything else only confirms.
  async submitRealName(memberId: number, body: RealNameInput) {
    const files = this.deps.files;
    const [img1, img2, extra] = await Promise.all([
      files.requireOwned(memberId, body.img1, { field: 'img1', purposes: ID_PURPOSES }),
      files.requireOwned(memberId, body.img2, { field: 'img2', purposes: ID_PURPOSES }),
      files.requireOwnedMany(memberId, body.extraImgs, { field: 'extraImgs', purposes: ID_PURPOSES }),
    ]);
    const submission = {
      name: body.name,
      card_type: body.cardType,
      card_number: body.cardNumber,
      img1: img1.public_id,
      img2: img2.public_id,
      extra_imgs: toJson(extra.map((f) => f.public_id)),
      submitted_at: nowIso(),
    };
    const flow = FLOW['real-name'];
    await this.submit(
      () => this.repo.insertRealName(memberId, submission, flow.submitted, submission.submitted_at, this.db),
      () => this.repo.resubmitRealName(memberId, submission, flow.rejected, flow.submitted, submission.submitted_at, this.db),
    );
    await files.markUsed([img1, img2, ...extra]);
  }

  async submitEnterprise(memberId: number, body: EnterpriseInput) {
    const files = this.deps.files;
    const [certificate, attachments] = await Promise.all([
      files.requireOwned(memberId, body.certificateImg, { field: 'certificateImg', purposes: CERT_PURPOSES }),
      files.requireOwnedMany(memberId, body.attachments, { field: 'attachments', purposes: ATTACHMENT_PURPOSES }),
    ]);
    const submission = {
      name: body.name,
      legal_person: body.legalPerson,
      card_number: body.cardNumber,
      certificate_img: certificate.public_id,
      attachments: toJson(attachments.map((f) => f.public_id)),
      submitted_at: nowIso(),
    };
    const flow = FLOW.enterprise;
    await this.submit(
      () => this.repo.insertEnterprise(memberId, submission, flow.submitted, submission.submitted_at, this.db),
      () => this.repo.resubmitEnterprise(memberId, submission, flow.rejected, flow.submitted, submission.submitted_at, this.db),
    );
    await files.markUsed([certificate, ...attachments]);
  }

  // Insert first; when a submission exists, replace it only if it was rejected.
  private async submit(insert: () => Promise<void>, resubmit: () => Promise<boolean>) {
    try {
      await insert();
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    if (!(await resubmit())) throw new AppError('KYC_ALREADY_SUBMITTED');
  }

  // Staff.

  async page(kind: KycKind, query: { status?: number | undefined; open?: 'true' | 'false' | undefined; pageNo: number; pageSize: number }) {
    const flow = FLOW[kind];
    const { rows, total } = await this.repo.page(kind, {
      status: query.status,
      statuses: query.open === undefined ? undefined : query.open === 'true' ? flow.open : [flow.approved, flow.rejected],
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const details = await this.details(kind, rows.map((r) => r.id));
    const list: KycReviewItem[] = rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      areaCode: r.area_code,
      mobile: r.mobile,
      nickname: r.nickname,
      status: statusIn(kind === 'real-name' ? REAL_NAME_STATUSES : ENTERPRISE_STATUSES, r.status),
      submitTime: toIso(r.submitted_at),
      reviewTime: r.reviewed_at ? toIso(r.reviewed_at) : null,
      reviewerId: r.reviewer_id,
      reviewerName: r.reviewer_name,
      rejectReason: r.reject_reason,
      details: details.get(r.id) ?? {},
    }));
    return { list, total };
  }

  // The submitted fields, with file links staff can open.
  private async details(kind: KycKind, ids: number[]): Promise<Map<number, KycReviewItem['details']>> {
    // Stored ids are always valid, so the url is never null.
    const url = (id: string) => staffFileUrl(fileUrl(id)) ?? '';
    if (kind === 'real-name') {
      const rows = await this.repo.realNamesByIds(ids);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            name: r.name,
            cardType: r.card_type,
            cardNumber: r.card_number,
            img1: url(r.img1),
            img2: url(r.img2),
            extraImgs: fromJson<string[]>(r.extra_imgs, []).map(url),
          },
        ]),
      );
    }
    const rows = await this.repo.enterprisesByIds(ids);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          name: r.name,
          legalPerson: r.legal_person,
          cardNumber: r.card_number,
          certificateImg: url(r.certificate_img),
          attachments: fromJson<string[]>(r.attachments, []).map(url),
        },
      ]),
    );
  }

  // Real-name only: a reviewer takes a pending submission (0 → 1 under review).
  async startReview(id: number, staffId: number) {
    const done = await this.db.transaction().execute(async (tx) => {
      const now = nowIso();
      const memberId = await this.repo.review('real-name', id, { from: [REAL_NAME_STATUS.pending], to: REAL_NAME_STATUS.reviewing, reason: null, reviewerId: staffId, now }, tx);
      if (memberId === undefined) return false;
      await writeAudit(tx, { staffId, action: 'start-review', entity: 'realName', entityId: id, before: { status: REAL_NAME_STATUS.pending }, after: { status: REAL_NAME_STATUS.reviewing }, at: now });
      return true;
    });
    if (!done) await this.notPending('real-name', id);
  }

  async decide(kind: KycKind, id: number, staffId: number, decision: { approve: true } | { approve: false; reason: string }) {
    const flow = FLOW[kind];
    const reason = decision.approve ? null : decision.reason;
    const done = await this.db.transaction().execute(async (tx) => {
      const now = nowIso();
      const to = decision.approve ? flow.approved : flow.rejected;
      const memberId = await this.repo.review(kind, id, { from: flow.open, to, reason, reviewerId: staffId, now }, tx);
      if (memberId === undefined) return false;
      await writeAudit(tx, {
        staffId,
        action: decision.approve ? 'approve' : 'reject',
        entity: kind === 'real-name' ? 'realName' : 'enterprise',
        entityId: id,
        after: { status: to, memberId },
        reason,
        at: now,
      });
      const template = TEMPLATES[kind][decision.approve ? 'approved' : 'rejected'];
      await this.deps.notifications.record(memberId, { type: 'reminder', template, params: reason ? { reason } : {} }, tx);
      return true;
    });
    if (!done) await this.notPending(kind, id);
    await this.deps.notifications.deliverSoon();
  }

  // A missing submission is 404; one that exists but is decided already is a conflict.
  private async notPending(kind: KycKind, id: number): Promise<never> {
    const rows = kind === 'real-name' ? await this.repo.realNamesByIds([id]) : await this.repo.enterprisesByIds([id]);
    throw new AppError(rows.length ? 'KYC_NOT_PENDING' : 'NOT_FOUND');
  }
}
