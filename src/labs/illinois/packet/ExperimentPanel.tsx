import { useEffect, useMemo } from 'react';
import { Failures } from '../../kit/sweep/Failures';
import { SweepBar } from '../../kit/sweep/SweepBar';
import { useSweep } from '../../kit/sweep/useSweep';
import { experimentJob } from '../experiments/job';
import { mergeReps, withPartials } from '../experiments/run';
import { packetView, runLength, VIEW_DEFAULTS } from '../experiments/views';
import type { IllinoisScenario } from '../scenario';
import { updateHandle } from '../testHandle';
import { EXPERIMENT_SOURCE, PARTIAL } from '../worker/experimentSource';
import { BuffersView } from './BuffersView';
import { FriendlyView } from './FriendlyView';
import { LongfatView } from './LongfatView';
import { NoiseView } from './NoiseView';
import { PartialNote } from './PartialNote';
import { RttfairView } from './RttfairView';
import { RunNote } from './RunNote';
import { SeedsNote } from './SeedsNote';
import { WindowLinks } from './WindowLinks';
import { Headline } from '../../kit/Headline';
import { experimentHeadline, ILLINOIS_HEADLINE } from '../headline';

interface Props {
  s: IllinoisScenario;
  edit: (changes: Partial<IllinoisScenario>) => void;
  height: number;
  embed: boolean;
}

/** A packet experiment of Sec. 6: its sweep in the workers, its charts, its table, its links. */
export function ExperimentPanel({ s, edit, height, embed }: Props) {
  const job = useMemo(() => experimentJob(s), [s]);
  const run = useSweep(job, EXPERIMENT_SOURCE, PARTIAL);
  useEffect(() => updateHandle({ status: run.status }), [run.status]);
  const results = useMemo(
    () => mergeReps(withPartials(run.byIndex, run.partials)),
    [run.byIndex, run.partials],
  );
  const view = packetView(s);
  const cap = view === null ? 0 : (s.cap ?? VIEW_DEFAULTS[view].cap);
  return (
    <div className="illinois-packet" data-testid={`illinois.${s.view}`}>
      <SweepBar run={run} compact={embed} />
      <Headline
        headline={ILLINOIS_HEADLINE}
        scenario={s}
        state={experimentHeadline(run.byIndex, run.partials, runLength(s)?.t)}
      />
      <Failures failures={run.failures} />
      {!embed && <RunNote s={s} />}
      {!embed && <SeedsNote s={s} />}
      <PartialNote results={results} t={runLength(s)?.t ?? 0} />
      {view === 'buffers' && <BuffersView s={s} results={results} height={height} embed={embed} />}
      {view === 'longfat' && <LongfatView s={s} results={results} height={height} embed={embed} />}
      {view === 'rttfair' && (
        <RttfairView s={s} results={results} height={height} embed={embed} edit={edit} />
      )}
      {view === 'friendly' && (
        <FriendlyView s={s} results={results} height={height} embed={embed} cap={cap} />
      )}
      {view === 'noise' && <NoiseView s={s} results={results} height={Math.round(height * 0.8)} />}
      {!embed && <WindowLinks s={s} />}
    </div>
  );
}
