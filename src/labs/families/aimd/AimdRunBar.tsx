import { RunBar } from '../../kit/live/RunBar';
import type { AimdScenario } from './scenario';
import { AIMD_SPEEDS } from './speeds';
import type { AimdRun } from './useAimdRun';

const STEPS = [{ testId: 'run.step', label: 'Step', title: 'One congestion event (→)' }];

/** The AIMD family's run bar: one event a step, and how many events are done. */
export function AimdRunBar({ run, scenario }: { run: AimdRun; scenario: AimdScenario }) {
  const { data } = run;
  const count = (k: number) => k.toLocaleString('en-US');
  const unit = scenario.policy === 'beatdown' ? 'taggings' : 'events';
  const done = `${count(data.eventsDone)} / ${count(scenario.events)} ${unit}`;
  const progress = `${done} · t = ${data.time.toPrecision(6)}`;
  return <RunBar run={run} steps={STEPS} speeds={AIMD_SPEEDS} progress={progress} />;
}
