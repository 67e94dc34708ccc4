/** The one job runtime: declare kinds with defineJob, run them with startJobRuntime. */
export {
  defineJob,
  describeIssues,
  JobFailure,
  type AnyJobKind,
  type JobContext,
  type JobKind,
  type JobTransaction,
  type StepMark,
} from './define-job';
export {
  createJobRuntime,
  startJobRuntime,
  type JobRole,
  type JobRuntime,
  type JobRuntimeOptions,
  type JobTiming,
  type QueueOptions,
} from './job-runtime';
export type { JobOwner, JobRunStatus } from './job-runs';
export { jobRuns, type JobRunState } from './jobs.table';
