// Writes the run's totals to a JSON file so .ci/run can print the closing line CI reads, and prints
// the slowest suites, so the next change to the run's length starts from where its time goes.
import path from 'node:path';
import { writeFileSync } from 'node:fs';

const SLOWEST_SHOWN = 25;

export default class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    this.printSlowest(results.testResults);
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

  printSlowest(suites) {
    if (suites.length < SLOWEST_SHOWN) return;
    const seconds = (suite) => (suite.perfStats.end - suite.perfStats.start) / 1000;
    const total = suites.reduce((sum, suite) => sum + seconds(suite), 0);
    const lines = [...suites]
      .sort((a, b) => seconds(b) - seconds(a))
      .slice(0, SLOWEST_SHOWN)
      .map((suite) => `${seconds(suite).toFixed(1).padStart(7)} s  ${path.relative(this.rootDir, suite.testFilePath)}`);
    console.log(`\nSlowest suites (of ${suites.length}, ${(total / 60).toFixed(1)} min in all):\n${lines.join('\n')}\n`);
  }
}
