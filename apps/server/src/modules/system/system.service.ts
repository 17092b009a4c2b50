import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@portal/contracts/locale';
import type {
  DictDataItem,
  DictDataPageItem,
  DictPageQuery,
  LocaleOption,
  MobileValidatorResult,
  NeedKnowItem,
} from '@portal/contracts/system';
import type { DictDataTable } from '../../db/tables/system.js';
import { toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { nationalMobile } from '../../lib/phone.js';
import { isMemberSystemOn } from './member-system.service.js';
import type { SystemRepository } from './system.repository.js';

type DictRow = Omit<DictDataTable, 'id'> & { id: number };

function toItem(row: DictRow): DictDataItem {
  return {
    dictType: row.dict_type,
    value: row.value,
    label: row.label,
    labelEn: row.label_en,
    labelFr: row.label_fr,
    colorType: row.color_type,
    cssClass: row.css_class,
    sort: row.sort,
  };
}

// A list answer serialised once: the body as sent, and its entity tag.
export interface SerializedAnswer {
  body: string;
  etag: string;
}

// Every screen fetches the dictionaries and they rarely change, so their list answers are
// serialised once per content version (SystemRepository.dictFingerprint) instead of on every
// call. The fingerprint is read on each call, so a change made by another process is seen at
// once; only the answers of the types asked for recently are kept.
const DICT_CACHE_LIMIT = 64;

class DictListCache {
  private readonly answers = new Map<string, SerializedAnswer>();
  private fingerprint = '';

  get(fingerprint: string, key: string): SerializedAnswer | undefined {
    if (fingerprint !== this.fingerprint) {
      this.answers.clear();
      this.fingerprint = fingerprint;
    }
    return this.answers.get(key);
  }

  set(key: string, answer: SerializedAnswer): void {
    if (this.answers.size >= DICT_CACHE_LIMIT) this.answers.clear();
    this.answers.set(key, answer);
  }
}

export function serializeAnswer(data: unknown): SerializedAnswer {
  const body = JSON.stringify({ code: 0, msg: '', data });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export class SystemService {
  private readonly dictCache = new DictListCache();

  constructor(private readonly repo: SystemRepository) {}

  async listDictData(dictType?: string): Promise<DictDataItem[]> {
    const rows = await this.repo.listEntries({ dictType });
    return rows.map(toItem);
  }

  // The list answer, serialised, for the list-all-simple route.
  async dictDataAnswer(dictType?: string): Promise<SerializedAnswer> {
    const fingerprint = await this.repo.dictFingerprint();
    const key = dictType ?? '';
    const cached = this.dictCache.get(fingerprint, key);
    if (cached) return cached;
    const answer = serializeAnswer(await this.listDictData(dictType));
    this.dictCache.set(key, answer);
    return answer;
  }

  async pageDictData(q: DictPageQuery): Promise<{ list: DictDataPageItem[]; total: number }> {
    const pageNo = q.pageNo ?? q.page ?? 1;
    const pageSize = q.pageSize ?? q.rows ?? 10;
    const { rows, total } = await this.repo.pageEntries({ dictType: q.dictType, label: q.label }, (pageNo - 1) * pageSize, pageSize);
    return { list: rows.map((r) => ({ ...toItem(r), id: r.id, remark: r.remark })), total };
  }

  // The text in the caller's language, else the zh_CN one.
  async needKnow(key: string, locale: Locale): Promise<NeedKnowItem> {
    const rows = await this.repo.needKnow(key, [locale, DEFAULT_LOCALE]);
    const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
    if (!row) throw new AppError('NOT_FOUND');
    return { key: row.key, locale: row.locale, title: row.title, content: row.content, updateTime: toIso(row.updated_at) };
  }

  locales(): Promise<LocaleOption[]> {
    return this.repo.locales();
  }

  memberSystemEnabled(): Promise<boolean> {
    return isMemberSystemOn(this.repo);
  }
}

// Numbers a member can receive an SMS on (the sign-in rule); a landline is not a valid mobile.
export function validateMobile(areaCode: string, mobile: string): MobileValidatorResult {
  const callingCode = areaCode.replace(/^\+/, '');
  const national = nationalMobile(callingCode, mobile);
  return national === null ? { valid: false } : { valid: true, e164: `+${callingCode}${national}` };
}
