import { useEffect, useMemo, useRef, useState } from 'react';
import { runQuery } from '../kit/live/speedField';
import { windowComparisonPool } from './packet/comparisonPool';
import { windowComparisonSpec, type WindowComparisonResult } from './packet/windowComparisonPlan';
import { MPTCP_SCHEMA, type MptcpScenario } from './scenario';
import { workerCount } from '../../worker/cores';

const NONE: WindowComparisonResult[] = [];
const NO_FAILURES: string[] = [];

/** Workers for the window-level comparison: the machine's cores but one (the live run's). */
const poolSize = (): number => workerCount(1);

/**
 * The window-level columns of the comparison: every algorithm's packet-level runs on a pool of
 * workers, rows arriving as they finish (a failed point becomes a row-less note). Nothing runs
 * when `enabled` is false.
 */
export function useWindowComparison(scenario: MptcpScenario, enabled: boolean) {
  const pool = useMemo(() => windowComparisonPool(poolSize()), []);
  const query = runQuery(MPTCP_SCHEMA, scenario);
  const scenarioRef = useRef(scenario);
  scenarioRef.current = scenario;
  const [state, setState] = useState<{
    key: string;
    results: WindowComparisonResult[];
    failures: string[];
    done: boolean;
  }>({ key: '', results: [], failures: [], done: false });

  useEffect(() => () => pool.dispose(), [pool]);

  useEffect(() => {
    if (!enabled) return;
    const key = query;
    setState({ key, results: [], failures: [], done: false });
    void pool
      .start(
        windowComparisonSpec(scenarioRef.current),
        (r) => setState((st) => (st.key === key ? { ...st, results: [...st.results, r] } : st)),
        () => undefined,
        {
          onError: (f) =>
            setState((st) =>
              st.key === key
                ? { ...st, failures: [...st.failures, `${f.point.series}: ${f.message}`] }
                : st,
            ),
        },
      )
      .then((o) => {
        if (o.status === 'done') setState((st) => (st.key === key ? { ...st, done: true } : st));
      });
    return () => pool.cancel();
  }, [pool, query, enabled]);

  const fresh = enabled && state.key === query;
  return useMemo(
    () => ({
      results: fresh ? state.results : NONE,
      failures: fresh ? state.failures : NO_FAILURES,
      done: fresh && state.done,
    }),
    [fresh, state],
  );
}
