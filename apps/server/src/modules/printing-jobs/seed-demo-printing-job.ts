import type { PrintingJob } from '@veritag/domain';
import type { Caller } from '../../platform/access';
import type { PrintingJobsService } from './printing-jobs.service';

/** 40 rows of serial numbers and their codes: a CSV of the shape a printing job takes. */
export function demoPrintingCsv(rows = 40): Buffer {
  const lines = ['serial,code,product'];
  for (let row = 1; row <= rows; row++)
    lines.push(
      `SN-${String(row).padStart(6, '0')},DEMO${String(row * 7919).padStart(8, '0')},Demo product`,
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * The demo's printing job: 40 rows split into 4 job files, made through the service and its
 * job like any other and waited for, so the list shows a job ready to send at first start.
 * It is not sent: sending is the user's step.
 */
export async function seedDemoPrintingJob(
  service: PrintingJobsService,
  admin: { id: number; login: string; companyId: number },
  timeoutMs = 60_000,
): Promise<PrintingJob> {
  const seeder: Caller = {
    id: admin.id,
    login: admin.login,
    role: 'ROLE_ADMIN',
    companyId: admin.companyId,
    privileges: [],
  };
  const upload = {
    buffer: demoPrintingCsv(),
    contentType: 'text/csv',
    extension: 'csv',
    originalName: 'demo-serials.csv',
  };
  const started = await service.create(
    seeder,
    admin.companyId,
    { noOfJob: 4, destination: undefined },
    upload,
  );
  const deadline = Date.now() + timeoutMs;
  for (let job = started; ; job = await service.one(admin.companyId, started.id)) {
    if (job.status === 'COMPLETED') return job;
    if (job.status === 'FAILED')
      throw new Error(`The demo printing job failed: ${job.reason ?? 'no reason given'}`);
    if (Date.now() > deadline) throw new Error('The demo printing job did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
