import type { Report } from '../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import type { Reporter } from './reporter.ts';
import { writeAtomic } from './write-atomic.ts';
import { violations, formatViolation } from '../runner/validate.ts';
import { ReportInvalidError } from '../runner/errors.ts';

/** The JSON report (spec/schemas/report/report.schema.json), checked against its schema before it is written. */
export class JsonReporter implements Reporter {
  constructor(private readonly file: string) {}

  onRunEnd(report: Report): void {
    const broken = violations(SCHEMA_IDS.Report, report);
    if (broken.length > 0) {
      throw new ReportInvalidError(formatViolation(broken[0]!));
    }
    writeAtomic(this.file, `${JSON.stringify(report, null, 2)}\n`);
  }
}
