export function App() {
  return (
    <main>
      <h1>AIMD Lab</h1>
      <p data-testid="app.tagline">
        An interactive laboratory for TCP congestion-control models: exact simulations next to the
        formulas they check.
      </p>
    </main>
  );
}
