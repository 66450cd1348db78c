import { RunBar } from '../../kit/live/RunBar';
import { rateSlider } from '../../kit/live/speedMenu';
import type { AimdScenario } from './scenario';
import type { AimdRun } from './useAimdRun';

const SPEEDS = rateSlider([1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 4, 8, 16, 64, 256]);
const STEPS = [{ testId: 'run.step', label: 'Step', title: 'One congestion event (→)' }];

/** The AIMD family's run bar: one event a step, and how many events are done. */
export function AimdRunBar({ run, scenario }: { run: AimdRun; scenario: AimdScenario }) {
  const { data } = run;
  return (
    <RunBar
      run={run}
      steps={STEPS}
      speeds={SPEEDS}
      progress={
        <>
          {data.eventsDone.toLocaleString('en-US')} / {scenario.events.toLocaleString('en-US')}{' '}
          {scenario.policy === 'beatdown' ? 'taggings' : 'events'} · t = {data.time.toPrecision(6)}
        </>
      }
    />
  );
}
