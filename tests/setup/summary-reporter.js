// Writes the run's totals to a JSON file so .ci/run can print the closing line CI reads.
import { writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    const { numPassedTests, numFailedTests, numPendingTests, numRuntimeErrorTestSuites } = results;
    writeFileSync(
      file,
      JSON.stringify({
        passed: numPassedTests,
        failed: numFailedTests + numRuntimeErrorTestSuites,
        skipped: numPendingTests,
      }),
    );
  }
}
