#!/usr/bin/env bash
# fixtures.sh: re-record the trace fixtures in tests/fixtures/traces/ns/ with record.sh and write
# their reference.json with reference.py. Needs root and what those two need (see their headers).
# Every run gives new packets, so the numbers change; the tests compare each reader with the
# reference.json beside the trace it reads, never with fixed numbers.
#
# Usage: sudo scripts/traces/fixtures.sh [NAME ...]   (default: all; names as below)
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=tests/fixtures/traces/ns
REC=scripts/traces/record.sh
BOTTLENECK=(-r 10mbit -b 20p)

record() {
  local name=$1; shift
  if [ ${#WANT[@]} -gt 0 ] && [[ " ${WANT[*]} " != *" $name "* ]]; then return; fi
  rm -rf "${OUT:?}/$name"
  "$REC" "$@" "$OUT/$name"
  python3 scripts/traces/reference.py "$OUT/$name"
}

WANT=("$@")
# (i) one reno flow, small buffer: drops, the reno sawtooth; pcap and pcapng left uncompressed
record reno-1 "${BOTTLENECK[@]}" -n 1 -t 3 -c reno -s 96 --gzip probe
# (ii) four cubic flows through the same bottleneck
record cubic-4 "${BOTTLENECK[@]}" -n 4 -t 4 -c cubic -s 96 -i 100 --record pcap,ss,iperf3,probe --gzip pcap,probe
# (iii) one bbr flow
record bbr-1 "${BOTTLENECK[@]}" -n 1 -t 4 -c bbr -s 96 --record pcap,ss,iperf3,probe --gzip pcap,probe
# (i') the same with 10 ms of one-way delay before the bottleneck (a TUN delay line: no netem)
record reno-1-delay10 "${BOTTLENECK[@]}" -n 1 -t 3 -c reno -d 10 -s 96 --record pcap,ss,iperf3 \
  --gzip pcap
# (iv) throughput against N: 1, 2, 4, 8 parallel reno flows, same bottleneck
for n in 1 2 4 8; do
  record "parallel-reno/n$n" "${BOTTLENECK[@]}" -n "$n" -t 3 -c reno -s 96 -i 100 \
    --record pcap,ss,iperf3,probe --gzip pcap,probe
done
npx prettier --write --log-level warn "$OUT"
du -sh "$OUT"
