/**
 * Where the trace's measures in paper 000's terms and the models fitted to it will be shown
 * (src/trace/measure and src/trace/fit, written apart). Until then, the trace's own numbers.
 */
export function FitSlot() {
  return (
    <aside className="theory trace-fit" data-testid="trace.fit">
      <h3>Measures and model fits</h3>
      <p className="muted">
        Paper 000&rsquo;s measures of this trace (loss-event rate, the window&rsquo;s decrease
        factor, the utilization of the bottleneck) and the AIMD models fitted to it will be shown
        here. For now the page shows what the trace itself records: the summary of each connection
        and its series over time.
      </p>
    </aside>
  );
}
