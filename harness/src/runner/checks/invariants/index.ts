export { invariantAcks } from './acks.ts';
export { invariantAdmissions } from './admissions.ts';
export { invariantAfterStop } from './after-stop.ts';
export { invariantAnswers } from './answers.ts';
export { invariantDrafts } from './drafts.ts';
export { invariantModelRuns } from './model-runs.ts';
