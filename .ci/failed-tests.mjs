// Prints every failed test (and failed suite) of the vitest JSON reports given as arguments,
// with the first lines of its message. CI logs are often read from their tail only, so
// .ci/run calls this last: a red run names what failed without scrolling back.
import fs from "node:fs";
import path from "node:path";

const MESSAGE_LINES = 12;
let any = false;
for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    continue;
  }
  for (const suite of report.testResults || []) {
    const where = path.relative(process.cwd(), suite.name || "");
    const failed = (suite.assertionResults || []).filter((a) => a.status === "failed");
    if (suite.status === "failed" && failed.length === 0) {
      any = true;
      console.log(`✗ ${where} (suite)`);
      console.log(indent(suite.message || "no message"));
    }
    for (const test of failed) {
      any = true;
      console.log(`✗ ${where} > ${test.fullName}  [${path.basename(file)}]`);
      console.log(indent((test.failureMessages || []).join("\n") || "no message"));
    }
  }
}
if (!any) console.log("none");

function indent(text) {
  return text
    .split("\n")
    .slice(0, MESSAGE_LINES)
    .map((line) => "    " + line)
    .join("\n");
}
