/** The command line was used wrongly (unknown option, missing value): exit code 2. */
export class UsageError extends Error {}

/** The scenario is wrong (bad value, unknown parameter, malformed JSON, unknown lab): exit code 2. */
export class ScenarioError extends Error {}

/** Shard files that do not merge (missing, duplicated or foreign points): exit code 2. */
export class InputFileError extends Error {}

/**
 * What the run is set up with does not hold: a scheduler's variable (SLURM_ARRAY_TASK_ID, ...) or
 * the --out file to resume (another sweep's, another code version's): exit code 2.
 */
export class SetupError extends Error {}
