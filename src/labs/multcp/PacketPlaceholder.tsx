/**
 * Where the packet-level experiments of paper 004 (Figs. 4-5: MulTCP(N) against N TCPs and one TCP
 * behind a RED bottleneck with 20 other TCPs; fairness among 22 MulTCPs) will go once the packet
 * engine has a MulTCP sender. Until then: a labelled place and the Dumbbell lab.
 */
export function PacketPlaceholder() {
  return (
    <section className="panel multcp-packet" data-testid="multcp.packet">
      <h3>Packet-level experiments (Figs. 4-5)</h3>
      <p className="muted">
        Paper 004 measures the gain of MulTCP(N) and the fairness among MulTCPs in ns simulations
        (RED bottleneck, 20 background TCPs). They need a MulTCP sender in the packet engine and are
        not part of this page yet; the packet-level dumbbell is in the{' '}
        <a href="?lab=dumbbell" data-testid="multcp.packet.link">
          Dumbbell lab
        </a>
        .
      </p>
    </section>
  );
}
