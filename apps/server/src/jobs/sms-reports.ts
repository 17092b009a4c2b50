import { scheduleRecurring, type JobRunner } from './job-runner.js';

export const ALIYUN_REPORTS_JOB = 'sms-reports-aliyun';

// With SMS_PROVIDER=aliyun, the delivery reports of the texts sent are asked for every five
// minutes (modules/codes/aliyun-reports.ts); one run at a time across processes.
export function scheduleAliyunReports(jobs: JobRunner, reports: { readReports(): Promise<unknown> }) {
  scheduleRecurring(jobs, ALIYUN_REPORTS_JOB, () => reports.readReports(), { cron: '*/5 * * * *' }, { exclusive: true, retryLimit: 1, retryDelaySeconds: 60 });
}
