import { RunBar } from '../../kit/live/RunBar';
import { rateSlider } from '../../kit/live/speedMenu';
import type { AimdScenario } from './scenario';
import type { AimdRun } from './useAimdRun';

const SPEEDS = rateSlider([1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4, 8, 16, 64, 256]);
const STEPS = [{ testId: 'run.step', label: 'Step', title: 'One congestion event (→)' }];

/** The AIMD family's run bar: one event a step, and how many events are done. */
export function AimdRunBar({ run, scenario }: { run: AimdRun; scenario: AimdScenario }) {
  const { data } = run;
  const count = (k: number) => k.toLocaleString('en-US');
  const unit = scenario.policy === 'beatdown' ? 'taggings' : 'events';
  const done = `${count(data.eventsDone)} / ${count(scenario.events)} ${unit}`;
  const progress = `${done} · t = ${data.time.toPrecision(6)}`;
  return <RunBar run={run} steps={STEPS} speeds={SPEEDS} progress={progress} />;
}
