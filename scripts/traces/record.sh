#!/usr/bin/env bash
# record.sh: record real TCP traces through a bottleneck made with Linux network namespaces.
#
#   snd (10.0.1.1) --veth-- rtr (10.0.1.254 | 10.0.2.254) --veth-- rcv (10.0.2.1)
#                                              ^ bottleneck: tbf (or htb + fifo) on the router's
#                                                egress towards the receiver, at RATE with BUFFER
#
# iperf3 sends N parallel flows from snd to rcv for DURATION seconds with the chosen congestion
# control; the ACKs come back unshaped. While it runs the script records, into OUTDIR:
#
#   sender.pcap       tcpdump on the sender's interface (classic pcap, snap length SNAPLEN,
#                     microsecond or, with --pcap-ts nano, nanosecond timestamps)
#   sender.pcapng     dumpcap on the same interface at the same time (pcapng, its own capture)
#   ss.log            `ss -tinH` on the sender every SS_MS ms; each sample starts with a line
#                     "# <epoch seconds>.<microseconds>" followed by one state line and one
#                     indented info line per connection to rcv:PORT
#   iperf3.json       the client's `iperf3 --json` output (intervals of IPERF_INTERVAL s)
#   tcp_probe.txt     the tcp:tcp_probe tracepoint (sender side, dport == PORT) as ftrace text,
#                     from a private tracing instance, clock "mono"; its trace_marker line
#                     "tracing_mark_write: aimdlab epoch=<epoch s>" was written at the epoch time
#                     it carries (within microseconds), which ties the trace's clock to the epoch
#   tc.txt            `tc -s qdisc show` of the bottleneck after the run: its "dropped" counter is
#                     an independent count of the packets lost at the bottleneck
#   nstat.txt         the sender namespace's TCP counters after the run (`nstat -as`)
#   tundelay.log      with --delay: the delay line's start and packet count
#   README.md         the exact command line, kernel, tool versions, date, tc's drop count
#
# The iperf3 control connection (also to PORT) appears in the pcap, ss and tcp_probe files too.
#
# Usage: sudo scripts/traces/record.sh [options] OUTDIR
#   -r, --rate RATE          bottleneck rate, tc syntax (default 10mbit)
#   -b, --buffer SIZE        bottleneck buffer: bytes ("30000"), kibibytes ("30kb") or packets
#                            ("20p", taken as 20 x 1514 bytes for tbf) (default 20p)
#   -q, --qdisc tbf|htb      tbf (default), or htb with a bfifo (bytes) / pfifo (packets) child
#   -n, --flows N            parallel flows, iperf3 -P N (default 1)
#   -t, --duration S         seconds of iperf3 traffic (default 4)
#   -c, --cc NAME            congestion control: reno, cubic, bbr (default reno); set as the
#                            sender namespace's default and with iperf3 -C
#   -d, --delay MS           extra one-way delay on the router's path to the receiver (data only,
#                            before the bottleneck), made by scripts/traces/tundelay.py, a TUN
#                            forwarder (this kernel has no netem); default 0
#   -s, --snaplen BYTES      capture snap length (default 128)
#       --pcap-ts micro|nano timestamp precision of sender.pcap (default micro)
#   -i, --ss-interval MS     ss sampling interval (default 50)
#       --iperf-interval S   iperf3 -i (default 0.25)
#   -p, --port PORT          iperf3 port (default 5201)
#       --record LIST        comma list of pcap,pcapng,ss,iperf3,probe (default: all)
#       --gzip LIST          gzip -9n these files afterwards: a comma list of pcap, pcapng, probe,
#                            ss, or "all" (default: none)
#   -h, --help
#
# Needs: root, iproute2 (ip, tc, ss, nstat), the tbf/htb qdiscs, veth, iperf3, tcpdump, dumpcap
# (from tshark / wireshark-common), ethtool, python3; ping (iputils-ping) for the base RTT;
# tracefs for tcp_probe (skipped with a note if absent).
# On Debian: apt-get install iproute2 iperf3 tcpdump tshark ethtool iputils-ping.
#
# Idempotent: namespaces left by an earlier run are removed first, files in OUTDIR are replaced.
# On exit (normal, error or Ctrl-C) a trap stops what the script started, removes its tracing
# instance and deletes the namespaces. Segmentation offloads are switched off on every veth so
# that captures and the bottleneck see wire-sized packets, and checksum offload too so that the
# captured checksums are valid.
set -euo pipefail

RATE=10mbit
BUFFER=20p
QDISC=tbf
FLOWS=1
DURATION=4
CC=reno
DELAY_MS=0
SNAPLEN=128
PCAP_TS=micro
SS_MS=50
IPERF_INTERVAL=0.25
PORT=5201
RECORD=pcap,pcapng,ss,iperf3,probe
GZIP=
OUTDIR=

SND=${AIMDLAB_NS_PREFIX:-}snd
RTR=${AIMDLAB_NS_PREFIX:-}rtr
RCV=${AIMDLAB_NS_PREFIX:-}rcv
SND_IP=10.0.1.1
RTR_IP1=10.0.1.254
RTR_IP2=10.0.2.254
RCV_IP=10.0.2.1
HERE=$(cd "$(dirname "$0")" && pwd)
CMDLINE="scripts/traces/record.sh $*"

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
die() { echo "record.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    -r | --rate) RATE=$2; shift 2 ;;
    -b | --buffer) BUFFER=$2; shift 2 ;;
    -q | --qdisc) QDISC=$2; shift 2 ;;
    -n | --flows) FLOWS=$2; shift 2 ;;
    -t | --duration) DURATION=$2; shift 2 ;;
    -c | --cc) CC=$2; shift 2 ;;
    -d | --delay) DELAY_MS=$2; shift 2 ;;
    -s | --snaplen) SNAPLEN=$2; shift 2 ;;
    --pcap-ts) PCAP_TS=$2; shift 2 ;;
    -i | --ss-interval) SS_MS=$2; shift 2 ;;
    --iperf-interval) IPERF_INTERVAL=$2; shift 2 ;;
    -p | --port) PORT=$2; shift 2 ;;
    --record) RECORD=$2; shift 2 ;;
    --gzip) GZIP=$2; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) [ -z "$OUTDIR" ] || die "one OUTDIR only"; OUTDIR=$1; shift ;;
  esac
done
[ -n "$OUTDIR" ] || { usage >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || die "needs root (network namespaces, qdiscs, tracefs)"
case "$QDISC" in tbf | htb) ;; *) die "--qdisc must be tbf or htb" ;; esac
case "$PCAP_TS" in micro | nano) ;; *) die "--pcap-ts must be micro or nano" ;; esac
[[ "$FLOWS" =~ ^[0-9]+$ && "$FLOWS" -ge 1 ]] || die "--flows must be a positive integer"
[[ "$DELAY_MS" =~ ^[0-9]+([.][0-9]+)?$ ]] || die "--delay must be a number of ms"
wants() { [[ ",$RECORD," == *",$1,"* ]]; }
for tool in ip tc ss iperf3 ethtool; do
  command -v "$tool" >/dev/null || die "missing $tool (apt-get install iproute2 iperf3 ethtool)"
done
if wants pcap; then command -v tcpdump >/dev/null || die "missing tcpdump"; fi
if wants pcapng; then command -v dumpcap >/dev/null || die "missing dumpcap (apt-get install tshark)"; fi

# Buffer: bytes for tbf/bfifo, packets for pfifo.
MTU_FRAME=1514
if [[ "$BUFFER" =~ ^([0-9]+)p$ ]]; then
  BUF_PKTS=${BASH_REMATCH[1]}; BUF_BYTES=$((BUF_PKTS * MTU_FRAME))
elif [[ "$BUFFER" =~ ^([0-9]+)kb$ ]]; then
  BUF_PKTS=; BUF_BYTES=$((BASH_REMATCH[1] * 1024))
elif [[ "$BUFFER" =~ ^[0-9]+$ ]]; then
  BUF_PKTS=; BUF_BYTES=$BUFFER
else
  die "--buffer must be bytes (30000), kibibytes (30kb) or packets (20p)"
fi

mkdir -p "$OUTDIR"
OUTDIR=$(cd "$OUTDIR" && pwd)
LOGDIR=$(mktemp -d)
PIDS=()
TRACE_INST=

cleanup() {
  local rc=$?
  set +e
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null; done
  if [ -n "$TRACE_INST" ] && [ -d "$TRACE_INST" ]; then
    echo 0 >"$TRACE_INST/events/tcp/tcp_probe/enable" 2>/dev/null
    rmdir "$TRACE_INST" 2>/dev/null
  fi
  for ns in "$SND" "$RTR" "$RCV"; do
    ip netns pids "$ns" 2>/dev/null | while read -r p; do kill "$p" 2>/dev/null; done
  done
  for ns in "$SND" "$RTR" "$RCV"; do ip netns del "$ns" 2>/dev/null; done
  rm -rf "$LOGDIR"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Foreground commands only: a background job must be started with `ip netns exec` itself, which
# execs the command, so that $! is the command's own pid and can be stopped.
in_ns() { local ns=$1; shift; ip netns exec "$ns" "$@"; }

# ---- topology ------------------------------------------------------------------------------
for ns in "$SND" "$RTR" "$RCV"; do ip netns del "$ns" 2>/dev/null || true; done
for ns in "$SND" "$RTR" "$RCV"; do ip netns add "$ns"; in_ns "$ns" ip link set lo up; done
ip link add s0 netns "$SND" type veth peer name r0 netns "$RTR"
ip link add r1 netns "$RTR" type veth peer name v0 netns "$RCV"
in_ns "$SND" ip addr add "$SND_IP/24" dev s0
in_ns "$RTR" ip addr add "$RTR_IP1/24" dev r0
in_ns "$RTR" ip addr add "$RTR_IP2/24" dev r1
in_ns "$RCV" ip addr add "$RCV_IP/24" dev v0
for pair in "$SND s0" "$RTR r0" "$RTR r1" "$RCV v0"; do
  set -- $pair
  in_ns "$1" ethtool -K "$2" tso off gso off gro off tx off rx off >/dev/null 2>&1 || true
  in_ns "$1" ip link set "$2" up
done
in_ns "$SND" ip route add default via "$RTR_IP1"
in_ns "$RCV" ip route add default via "$RTR_IP2"
in_ns "$RTR" sysctl -qw net.ipv4.ip_forward=1
grep -qw "$CC" /proc/sys/net/ipv4/tcp_available_congestion_control ||
  die "congestion control $CC not available: $(cat /proc/sys/net/ipv4/tcp_available_congestion_control)"
# A namespace other than the initial one may only make an algorithm of
# net.ipv4.tcp_allowed_congestion_control its default (EPERM otherwise); iperf3 -C sets it on
# each socket anyway, which root may do with any available algorithm.
in_ns "$SND" sysctl -qw net.ipv4.tcp_congestion_control="$CC" 2>/dev/null ||
  echo "record.sh: $CC is not in tcp_allowed_congestion_control; set per socket by iperf3 -C" >&2
in_ns "$SND" sysctl -qw net.ipv4.tcp_no_metrics_save=1
NS_CC=$(in_ns "$SND" sysctl -n net.ipv4.tcp_congestion_control)

# ---- bottleneck ----------------------------------------------------------------------------
BOTTLENECK_DEV=r1
if [ "$DELAY_MS" != 0 ]; then
  # No netem here: packets towards rcv go through a TUN device whose reader holds each one for
  # DELAY_MS before writing it back; the bottleneck sits on r1 after the delay line.
  command -v python3 >/dev/null || die "--delay needs python3"
  ip netns exec "$RTR" python3 "$HERE/tundelay.py" --dev dly0 --delay-ms "$DELAY_MS" \
    >"$LOGDIR/tundelay.log" 2>&1 &
  PIDS+=($!)
  TUNDELAY_PID=$!
  for _ in $(seq 50); do in_ns "$RTR" ip link show dly0 >/dev/null 2>&1 && break; sleep 0.1; done
  in_ns "$RTR" ip link show dly0 >/dev/null 2>&1 || die "tundelay.py did not start: $(cat "$LOGDIR/tundelay.log")"
  in_ns "$RTR" ip link set dly0 up
  in_ns "$RTR" sysctl -qw net.ipv4.conf.all.rp_filter=0 net.ipv4.conf.dly0.rp_filter=0 \
    net.ipv4.conf.r0.rp_filter=0 net.ipv4.conf.dly0.accept_local=1
  # data from snd to rcv: policy route into the TUN device; what comes back out of it is routed
  # normally (to r1) because it arrives on dly0, not r0.
  in_ns "$RTR" ip route add "$RCV_IP/32" dev dly0 table 100
  in_ns "$RTR" ip rule add iif r0 to "$RCV_IP/32" lookup 100 priority 100
fi
if [ "$QDISC" = tbf ]; then
  in_ns "$RTR" tc qdisc replace dev "$BOTTLENECK_DEV" root handle 1: tbf \
    rate "$RATE" burst 3028 limit "$BUF_BYTES"
else
  in_ns "$RTR" tc qdisc replace dev "$BOTTLENECK_DEV" root handle 1: htb default 10
  in_ns "$RTR" tc class add dev "$BOTTLENECK_DEV" parent 1: classid 1:10 htb \
    rate "$RATE" ceil "$RATE" burst 3028 cburst 3028
  if [ -n "$BUF_PKTS" ]; then
    in_ns "$RTR" tc qdisc add dev "$BOTTLENECK_DEV" parent 1:10 handle 10: pfifo limit "$BUF_PKTS"
  else
    in_ns "$RTR" tc qdisc add dev "$BOTTLENECK_DEV" parent 1:10 handle 10: bfifo limit "$BUF_BYTES"
  fi
fi
BASE_RTT=
if command -v ping >/dev/null; then
  in_ns "$SND" ping -c 1 -W 2 "$RCV_IP" >/dev/null || die "no route from $SND to $RCV"
  BASE_RTT=$(in_ns "$SND" ping -c 5 -i 0.2 -q "$RCV_IP" | sed -n 's|.*= [0-9.]*/\([0-9.]*\)/.*|\1|p')
fi
in_ns "$SND" nstat -n >/dev/null 2>&1 || true # start nstat's history at zero
in_ns "$RTR" tc -s qdisc show dev "$BOTTLENECK_DEV" >"$LOGDIR/tc-before.txt"

# ---- recorders -----------------------------------------------------------------------------
rm -f "$OUTDIR"/{sender.pcap,sender.pcapng,ss.log,iperf3.json,tcp_probe.txt,tc.txt,nstat.txt}{,.gz}
FILTER="tcp port $PORT"
ip netns exec "$RCV" iperf3 -s -1 -p "$PORT" >"$LOGDIR/iperf3-server.log" 2>&1 &
PIDS+=($!)
if wants pcap; then
  ip netns exec "$SND" tcpdump -Z root -i s0 -n -U --immediate-mode -s "$SNAPLEN" --time-stamp-precision="$PCAP_TS" \
    -w "$OUTDIR/sender.pcap" "$FILTER" 2>"$LOGDIR/tcpdump.log" &
  PIDS+=($!)
  TCPDUMP_PID=$!
fi
if wants pcapng; then
  ip netns exec "$SND" dumpcap -q -n -i s0 -s "$SNAPLEN" -f "$FILTER" -w "$OUTDIR/sender.pcapng" \
    2>"$LOGDIR/dumpcap.log" &
  PIDS+=($!)
  DUMPCAP_PID=$!
fi
for _ in $(seq 50); do
  in_ns "$RCV" ss -ltnH "sport = :$PORT" | grep -q . && break
  sleep 0.1
done
PROBE=0
if wants probe; then
  TRACEFS=/sys/kernel/tracing
  [ -d "$TRACEFS/events" ] || mount -t tracefs nodev "$TRACEFS" 2>/dev/null || true
  if [ -d "$TRACEFS/events/tcp/tcp_probe" ] && mkdir "$TRACEFS/instances/aimdlab-$$" 2>/dev/null; then
    TRACE_INST=$TRACEFS/instances/aimdlab-$$
    echo $((4096 + DURATION * FLOWS * 512)) >"$TRACE_INST/buffer_size_kb"
    echo mono >"$TRACE_INST/trace_clock"
    echo "dport == $PORT" >"$TRACE_INST/events/tcp/tcp_probe/filter"
    echo 1 >"$TRACE_INST/events/tcp/tcp_probe/enable"
    PROBE=1
  else
    echo "record.sh: tcp_probe tracepoint not available (no tracefs or no tcp:tcp_probe); skipped" >&2
  fi
fi
sleep 1 # let tcpdump and dumpcap open the interface
if [ "$PROBE" = 1 ]; then
  echo "aimdlab epoch=$EPOCHREALTIME" >"$TRACE_INST/trace_marker"
fi
if wants ss; then
  ip netns exec "$SND" bash -c "while :; do printf '# %s\n' \"\$EPOCHREALTIME\";
    ss -tinH dst $RCV_IP and dport = :$PORT; sleep $(awk "BEGIN{print $SS_MS/1000}"); done" \
    >"$OUTDIR/ss.log" &
  PIDS+=($!)
  SS_PID=$!
fi

# ---- traffic -------------------------------------------------------------------------------
echo "record.sh: $FLOWS x $CC for ${DURATION}s through $QDISC $RATE, buffer $BUF_BYTES bytes${BUF_PKTS:+ ($BUF_PKTS packets)}, delay ${DELAY_MS} ms" >&2
in_ns "$SND" iperf3 -c "$RCV_IP" -p "$PORT" -t "$DURATION" -P "$FLOWS" -C "$CC" \
  -i "$IPERF_INTERVAL" --json >"$LOGDIR/iperf3.json" || {
  cat "$LOGDIR/iperf3.json" >&2
  die "iperf3 failed"
}
sleep 0.3

# ---- stop and collect ----------------------------------------------------------------------
if [ -n "${SS_PID:-}" ]; then kill "$SS_PID"; wait "$SS_PID" 2>/dev/null || true; fi
if [ "$PROBE" = 1 ]; then
  echo 0 >"$TRACE_INST/events/tcp/tcp_probe/enable"
  # keep the header, the marker and this run's connections (the tracepoint is system-wide)
  grep -E "^#|tracing_mark_write|dest=$RCV_IP:$PORT " "$TRACE_INST/trace" >"$OUTDIR/tcp_probe.txt" || true
  rmdir "$TRACE_INST" && TRACE_INST=
fi
for pid in ${TCPDUMP_PID:-} ${DUMPCAP_PID:-}; do kill -INT "$pid" 2>/dev/null || true; done
for pid in ${TCPDUMP_PID:-} ${DUMPCAP_PID:-}; do wait "$pid" 2>/dev/null || true; done
if wants iperf3; then cp "$LOGDIR/iperf3.json" "$OUTDIR/iperf3.json"; fi
USED_CC=$(sed -n 's/.*"sender_tcp_congestion":[[:space:]]*"\([a-z0-9_]*\)".*/\1/p' "$LOGDIR/iperf3.json" | head -1)
[ -z "$USED_CC" ] || [ "$USED_CC" = "$CC" ] || die "iperf3 reports congestion control $USED_CC, not $CC"
chmod 644 "$OUTDIR"/* 2>/dev/null || true
in_ns "$RTR" tc -s qdisc show dev "$BOTTLENECK_DEV" >"$OUTDIR/tc.txt"
in_ns "$SND" nstat -as >"$OUTDIR/nstat.txt" 2>/dev/null || true
DROPS=$(awk '/dropped/ { gsub(",", "", $7); print $7; exit }' "$OUTDIR/tc.txt")
if [ -n "${TUNDELAY_PID:-}" ]; then
  kill "$TUNDELAY_PID" 2>/dev/null || true
  wait "$TUNDELAY_PID" 2>/dev/null || true
  cp "$LOGDIR/tundelay.log" "$OUTDIR/tundelay.log"
fi

[ "$GZIP" != all ] || GZIP=pcap,pcapng,probe,ss
for kind in ${GZIP//,/ }; do
  case "$kind" in
    pcap) f=sender.pcap ;; pcapng) f=sender.pcapng ;; probe) f=tcp_probe.txt ;; ss) f=ss.log ;;
    *) die "--gzip: unknown file kind $kind" ;;
  esac
  if [ -f "$OUTDIR/$f" ]; then gzip -9nf "$OUTDIR/$f"; fi
done

# ---- README --------------------------------------------------------------------------------
{
  echo "# Trace: $FLOWS x $CC through $QDISC $RATE"
  echo
  echo "Recorded by the project's own script, from the repository root:"
  echo
  echo '```sh'
  echo "$CMDLINE"
  echo '```'
  echo
  echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "- kernel: $(uname -r)"
  echo "- iproute2: $(ip -V | sed 's/^ip utility, //' | cut -d, -f1)"
  echo "- iperf3: $(iperf3 --version | head -1 | cut -d' ' -f2)"
  command -v tcpdump >/dev/null && echo "- tcpdump: $(tcpdump --version | head -1 | awk '{print $3}'), $(tcpdump --version | sed -n 2p)"
  command -v dumpcap >/dev/null && echo "- dumpcap: $(dumpcap --version | head -1 | awk '{print $3}')"
  echo "- bottleneck: $QDISC at $RATE, buffer $BUF_BYTES bytes${BUF_PKTS:+ ($BUF_PKTS packets)}, on the router's egress to the receiver"
  echo "- base RTT (ping, idle path): ${BASE_RTT:-?} ms; extra one-way delay: $DELAY_MS ms"
  echo "- flows: $FLOWS ($CC), $DURATION s, plus iperf3's control connection ($NS_CC, the sender namespace's default)"
  echo "- sender $SND_IP, receiver $RCV_IP:$PORT; captures on the sender's interface, snap length $SNAPLEN"
  echo "- packets dropped at the bottleneck (tc -s qdisc, tc.txt): ${DROPS:-?}"
  echo
  echo "Files:"
  echo
  for f in sender.pcap sender.pcap.gz sender.pcapng sender.pcapng.gz ss.log ss.log.gz iperf3.json \
    tcp_probe.txt tcp_probe.txt.gz tc.txt nstat.txt tundelay.log; do
    [ -f "$OUTDIR/$f" ] && echo "- \`$f\` ($(stat -c %s "$OUTDIR/$f") bytes)"
  done
  true
} >"$OUTDIR/README.md"
echo "record.sh: wrote $OUTDIR (bottleneck drops: ${DROPS:-?})" >&2
