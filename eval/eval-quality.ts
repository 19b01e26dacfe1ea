/**
 * `npm run eval:quality`: the quality engine on the calibration set (issue #11), against the
 * expert grades recorded in each course file before the engine ran. Prints one row per course
 * (expert vs engine, overall and per dimension), then Spearman's rho of the overall ranking for
 * all courses, the tuning courses and the held-out courses, and the issue's limits (no
 * boilerplate-only course above D, exemplary courses at B or better).
 *
 * `--tuning` runs and prints the tuning courses only (what weights were tuned on), so the held-out
 * figures are not seen while tuning.
 */
import { QUALITY_DIMENSION_KEYS, QUALITY_DIMENSION_LABELS } from "../common/quality.ts";
import {
  MIN_SPEARMAN,
  agreement,
  runCalibration,
  type AgreementFigures,
} from "../server/services/quality/calibration/agreement.ts";
import { CALIBRATION_DIR, loadCalibrationSet } from "../server/services/quality/calibration/calibration-set.ts";

const tuningOnly = process.argv.includes("--tuning");
const cases = loadCalibrationSet(CALIBRATION_DIR).filter((c) => !tuningOnly || !c.holdout);
const results = await runCalibration(cases);

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const dims = QUALITY_DIMENSION_KEYS.map((k) => QUALITY_DIMENSION_LABELS[k].slice(0, 6));
console.log(
  `${pad("course", 38)}${pad("kind", 17)}${pad("set", 8)}${pad("expert", 9)}${pad("engine", 9)}${dims.map((d) => pad(d, 8)).join("")}`,
);
for (const { case: c, analysis } of results) {
  const perDimension = QUALITY_DIMENSION_KEYS.map((k) =>
    pad(`${c.expert.dimensions[k].grade}/${analysis.scores[k]}`, 8),
  );
  console.log(
    `${pad(c.key.slice(0, 37), 38)}${pad(c.archetype, 17)}${pad(c.holdout ? "held" : "tuning", 8)}` +
      `${pad(`${c.expert.overall.grade} ${c.expert.overall.score}`, 9)}${pad(`${analysis.grade.grade} ${analysis.overallScore}`, 9)}` +
      perDimension.join(""),
  );
}
console.log("(per dimension: expert letter / engine score 0-100)\n");

function report(label: string, figures: AgreementFigures) {
  const within = QUALITY_DIMENSION_KEYS.map(
    (k) => `${QUALITY_DIMENSION_LABELS[k]} ${Math.round(100 * figures.dimensionWithinOne[k])} %`,
  ).join(", ");
  console.log(
    `${label} (${figures.courses} courses): Spearman ${figures.spearman.toFixed(2)} (target >= ${MIN_SPEARMAN}); ` +
      `overall letter equal ${Math.round(100 * figures.overallExact)} %; ` +
      `boilerplate-only above D: ${figures.boilerplateAboveD.length ? figures.boilerplateAboveD.join(", ") : "none"}; ` +
      `exemplary below B: ${figures.exemplaryBelowB.length ? figures.exemplaryBelowB.join(", ") : "none"}`,
  );
  console.log(`  dimension letter within one grade of the expert: ${within}`);
}

report(tuningOnly ? "Tuning courses" : "All courses", agreement(results));
if (!tuningOnly) {
  report("Tuning courses", agreement(results.filter((r) => !r.case.holdout)));
  report("Held-out courses", agreement(results.filter((r) => r.case.holdout)));
}
