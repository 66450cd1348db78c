#!/usr/bin/env python3
"""reference.py: reference numbers for a directory recorded by scripts/traces/record.sh, from
tools independent of the project, written to DIR/reference.json.

Usage: scripts/traces/reference.py DIR [DIR ...]

Needs tcptrace and tshark (Debian: apt-get install tcptrace tshark). Captures may be gzipped
(sender.pcap.gz): they are unpacked into a temporary file for the tools.

What reference.json holds (all counts are integers, times in ms unless the name says otherwise):

  generatedBy, tools: { tcptrace, tshark }        the script and the tools' versions
  captures: { "<file name>": {                    one entry per capture file in DIR
      tcptrace: {                                 `tcptrace -l -r -n FILE`, its long output parsed
        command, packets,
        connections: [ {
          a, b                                    "address:port" of tcptrace's host a and host b
                                                  (a opened the connection: the iperf3 client)
          role                                    "data" (an iperf3 test stream, matched by port
                                                  with iperf3.json) or "control" (iperf3's own)
          complete                                tcptrace's "complete conn" (yes / no / RESET)
          firstPacket, lastPacket                 epoch seconds; elapsedS
          totalPackets
          a2b, b2a: {                             each direction, from tcptrace's two columns
            totalPkts, ackPkts, pureAcks, sackPkts, dsackPkts,
            uniqueBytes                           "unique bytes sent" (retransmissions once)
            dataPkts, dataBytes                   "actual data pkts/bytes" (retransmissions too)
            rexmtPkts, rexmtBytes                 retransmitted data packets and bytes
            outOfOrderPkts, maxSegmBytes, truncatedPkts,
            dataXmitTimeS, idleMaxMs,
            throughputBps                         bytes per second over the connection's time
            rttSamples, rttMinMs, rttMaxMs, rttAvgMs, rttStdevMs
                                                  data -> ACK samples, Karn's rule (tcptrace -r)
            postLossAcks, dupAcks, tripleDupAcks, maxRetrans
          } } ] },
      tshark: {
        command, packets,
        retransmissions                           frames matching -Y tcp.analysis.retransmission
                                                  (counted by that exact filter)
        fastRetransmissions, spuriousRetransmissions, lostSegments, duplicateAcks,
        outOfOrder                                the same for the other tcp.analysis flags
        conversations: [ {                        `tshark -q -z conv,tcp`, one row each
          a, b, framesA2B, framesB2A, bytesA2B, bytesB2A (frame bytes, as tshark rounds them:
          "141 kB" -> 141000), relStartS, durationS } ],
        connections: [ {                          per tcp.stream, from one -T fields pass
          stream, a, b, framesA2B, framesB2A,
          payloadBytesA2B                         highest relative next-sequence-number - 1
                                                  (the SYN takes one): unique payload bytes
          retransmissions, fastRetransmissions, spuriousRetransmissions,
          dupAckEpisodes                          ACKs flagged as the 1st duplicate (#1)
          ackRtt: { samples, minMs, avgMs, maxMs } tcp.analysis.ack_rtt of the b -> a ACKs
        } ] } } }
  iperf3: {                                       iperf3.json's own totals
    bytesSent, retransmits                        end.sum_sent.bytes, .retransmits
    bytesReceived, seconds, senderBps, receiverBps, congestion
    streams: [ { local, remote, bytes, retransmits, maxSndCwnd, minRttMs, meanRttMs, maxRttMs } ] }
  ss: {                                           ss.log's last sample of each connection
    samples                                       samples in the log
    connections: [ { local, remote, cc, samples, bytesSent, bytesAcked, bytesRetrans,
                     retransTotal (the b of retrans:a/b), cwnd, cwndMin, cwndMax, rttMs,
                     minRttMs } ] }
  tcpProbe: { events, connections: [ { src, dst, events, sndUnaAdvanceBytes (last - first
              snd_una, mod 2^32), cwndMin, cwndMax, srttMinUs, srttMaxUs } ] }
  bottleneck: { qdisc, sentBytes, sentPkts, dropped, overlimits }   from tc.txt (`tc -s qdisc`)
  nstat: { TcpRetransSegs, TcpOutSegs, TcpExtTCPFastRetrans, ... }  the sender's counters
"""

import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime

TCPTRACE_FIELDS = {
    'total packets': ('totalPkts', int),
    'ack pkts sent': ('ackPkts', int),
    'pure acks sent': ('pureAcks', int),
    'sack pkts sent': ('sackPkts', int),
    'dsack pkts sent': ('dsackPkts', int),
    'unique bytes sent': ('uniqueBytes', int),
    'actual data pkts': ('dataPkts', int),
    'actual data bytes': ('dataBytes', int),
    'rexmt data pkts': ('rexmtPkts', int),
    'rexmt data bytes': ('rexmtBytes', int),
    'outoforder pkts': ('outOfOrderPkts', int),
    'max segm size': ('maxSegmBytes', int),
    'truncated packets': ('truncatedPkts', int),
    'data xmit time': ('dataXmitTimeS', float),
    'idletime max': ('idleMaxMs', float),
    'throughput': ('throughputBps', int),
    'RTT samples': ('rttSamples', int),
    'RTT min': ('rttMinMs', float),
    'RTT max': ('rttMaxMs', float),
    'RTT avg': ('rttAvgMs', float),
    'RTT stdev': ('rttStdevMs', float),
    'post-loss acks': ('postLossAcks', int),
    'duplicate acks': ('dupAcks', int),
    'triple dupacks': ('tripleDupAcks', int),
    'max # retrans': ('maxRetrans', int),
}

TWO_COLUMNS = re.compile(r'^\s+(?P<label>[^:]+):\s+(?P<a>\S+(?: \S+)?)\s+(?P=label):\s+(?P<b>\S+(?: \S+)?)\s*$')


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def number(text, kind):
    text = text.split()[0]
    if text == 'NA':
        return None
    return kind(float(text)) if kind is int else kind(text)


def epoch(text):
    # "Sat Nov 28 02:16:27.995571 2026" in the local time zone, as tcptrace prints it
    return datetime.strptime(text.strip(), '%a %b %d %H:%M:%S.%f %Y').timestamp()


def parse_tcptrace(out):
    packets = int(re.search(r'^(\d+) packets seen', out, re.M).group(1))
    conns = []
    for block in re.split(r'^TCP connection \d+:\s*$', out, flags=re.M)[1:]:
        hosts = re.findall(r'^\s*host \w+:\s+(\S+)', block, re.M)
        conn = {
            'a': hosts[0],
            'b': hosts[1],
            'complete': re.search(r'complete conn:\s*(\S+)', block).group(1),
            'firstPacket': round(epoch(re.search(r'first packet:\s+(.*)', block).group(1)), 6),
            'lastPacket': round(epoch(re.search(r'last packet:\s+(.*)', block).group(1)), 6),
        }
        h, m, s = re.search(r'elapsed time:\s+(\d+):(\d+):([\d.]+)', block).groups()
        conn['elapsedS'] = round(int(h) * 3600 + int(m) * 60 + float(s), 6)
        conn['totalPackets'] = int(re.search(r'^\s*total packets:\s+(\d+)\s*$', block, re.M).group(1))
        a2b, b2a = {}, {}
        for line in block.splitlines():
            m = TWO_COLUMNS.match(line)
            if not m or m.group('label').strip() not in TCPTRACE_FIELDS:
                continue
            name, kind = TCPTRACE_FIELDS[m.group('label').strip()]
            if name in a2b:  # the later "ambiguous ACK" RTT block reuses the labels
                continue
            a2b[name] = number(m.group('a'), kind)
            b2a[name] = number(m.group('b'), kind)
        conn['a2b'], conn['b2a'] = a2b, b2a
        conns.append(conn)
    return packets, conns


def tshark_fields(path, fields, display_filter=None):
    cmd = ['tshark', '-r', path, '-n', '-T', 'fields', '-E', 'separator=\t']
    if display_filter:
        cmd += ['-Y', display_filter]
    for f in fields:
        cmd += ['-e', f]
    return [line.split('\t') for line in run(cmd).splitlines()]


UNITS = {'bytes': 1, 'kB': 1e3, 'MB': 1e6, 'GB': 1e9}


def parse_conv(out):
    rows = []
    pat = re.compile(
        r'^(\S+)\s+<->\s+(\S+)\s+(\d+)\s+([\d.]+) (bytes|kB|MB|GB)\s+(\d+)\s+([\d.]+) (bytes|kB|MB|GB)'
        r'\s+\d+\s+[\d.]+ (?:bytes|kB|MB|GB)\s+([\d.]+)\s+([\d.]+)\s*$'
    )
    for line in out.splitlines():
        m = pat.match(line)
        if not m:
            continue
        rows.append({
            'a': m.group(1),
            'b': m.group(2),
            # tshark's "<-" columns come first: frames and bytes from b to a
            'framesB2A': int(m.group(3)),
            'bytesB2A': round(float(m.group(4)) * UNITS[m.group(5)]),
            'framesA2B': int(m.group(6)),
            'bytesA2B': round(float(m.group(7)) * UNITS[m.group(8)]),
            'relStartS': float(m.group(9)),
            'durationS': float(m.group(10)),
        })
    return rows


def endpoint(addr, port):
    return f'[{addr}]:{port}' if ':' in addr else f'{addr}:{port}'


def tshark_reference(path):
    fields = ['tcp.stream', 'ip.src', 'tcp.srcport', 'ip.dst', 'tcp.dstport', 'tcp.flags.syn',
              'tcp.flags.ack', 'tcp.nxtseq', 'tcp.analysis.retransmission',
              'tcp.analysis.fast_retransmission', 'tcp.analysis.spurious_retransmission',
              'tcp.analysis.lost_segment', 'tcp.analysis.duplicate_ack_num',
              'tcp.analysis.out_of_order', 'tcp.analysis.ack_rtt']
    rows = tshark_fields(path, fields)
    streams = {}
    totals = dict(retransmissions=0, fastRetransmissions=0, spuriousRetransmissions=0,
                  lostSegments=0, duplicateAcks=0, outOfOrder=0)
    for r in rows:
        (stream, src, sport, dst, dport, syn, ack, nxtseq, retr, fast, spur, lost, dupnum, ooo,
         rtt) = r + [''] * (len(fields) - len(r))
        if stream == '':
            continue
        me, peer = endpoint(src, sport), endpoint(dst, dport)
        s = streams.get(stream)
        if s is None:
            # a is the opener (as in tcptrace): the sender of the SYN, the receiver of the
            # SYN-ACK, or else the sender of the first frame seen
            a, b = (peer, me) if syn == '1' and ack == '1' else (me, peer)
            s = streams[stream] = dict(stream=int(stream), a=a, b=b, framesA2B=0, framesB2A=0,
                                       payloadBytesA2B=0, retransmissions=0,
                                       fastRetransmissions=0, spuriousRetransmissions=0,
                                       dupAckEpisodes=0, rtt=[])
        fwd = me == s['a']
        s['framesA2B' if fwd else 'framesB2A'] += 1
        if fwd and nxtseq:
            s['payloadBytesA2B'] = max(s['payloadBytesA2B'], int(nxtseq) - 1)
        if retr:
            s['retransmissions'] += 1
            totals['retransmissions'] += 1
        if fast:
            s['fastRetransmissions'] += 1
            totals['fastRetransmissions'] += 1
        if spur:
            s['spuriousRetransmissions'] += 1
            totals['spuriousRetransmissions'] += 1
        if lost:
            totals['lostSegments'] += 1
        if dupnum:
            totals['duplicateAcks'] += 1
            if dupnum == '1':
                s['dupAckEpisodes'] += 1
        if ooo:
            totals['outOfOrder'] += 1
        if rtt and not fwd:
            s['rtt'].append(float(rtt) * 1000)
    conns = []
    for s in streams.values():
        rtt = s.pop('rtt')
        s['ackRtt'] = (dict(samples=len(rtt), minMs=round(min(rtt), 3),
                            avgMs=round(sum(rtt) / len(rtt), 3), maxMs=round(max(rtt), 3))
                       if rtt else dict(samples=0, minMs=None, avgMs=None, maxMs=None))
        conns.append(s)
    # the brief's literal count: frames matching the retransmission filter
    filtered = tshark_fields(path, ['frame.number'], 'tcp.analysis.retransmission')
    assert len(filtered) == totals['retransmissions'], (len(filtered), totals)
    conv = run(['tshark', '-r', path, '-n', '-q', '-z', 'conv,tcp'])
    return dict(
        command='tshark -r FILE -q -z conv,tcp; tshark -r FILE -Y tcp.analysis.retransmission -T fields -e frame.number',
        packets=len(rows),
        **totals,
        conversations=parse_conv(conv),
        connections=conns,
    )


def iperf3_reference(path):
    d = json.load(open(path))
    end = d['end']
    sockets = {c['socket']: c for c in d['start'].get('connected', [])}
    streams = []
    for s in end.get('streams', []):
        snd = s['sender']
        c = sockets.get(snd['socket'], {})
        streams.append(dict(
            local=endpoint(c.get('local_host', '?'), c.get('local_port', '?')),
            remote=endpoint(c.get('remote_host', '?'), c.get('remote_port', '?')),
            bytes=snd['bytes'], retransmits=snd.get('retransmits'),
            maxSndCwnd=snd.get('max_snd_cwnd'),
            minRttMs=snd.get('min_rtt', 0) / 1000, meanRttMs=snd.get('mean_rtt', 0) / 1000,
            maxRttMs=snd.get('max_rtt', 0) / 1000))
    return dict(
        bytesSent=end['sum_sent']['bytes'],
        retransmits=end['sum_sent'].get('retransmits'),
        bytesReceived=end['sum_received']['bytes'],
        seconds=round(end['sum_sent']['seconds'], 6),
        senderBps=round(end['sum_sent']['bits_per_second']),
        receiverBps=round(end['sum_received']['bits_per_second']),
        congestion=end.get('sender_tcp_congestion'),
        streams=streams,
    )


def ss_reference(path):
    samples = 0
    conns = {}
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt') as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith('#'):
            samples += 1
            i += 1
            continue
        parts = line.split()
        info = lines[i + 1] if i + 1 < len(lines) and lines[i + 1].startswith(('\t', ' ')) else ''
        i += 2 if info else 1
        if len(parts) < 5 or not info:
            continue
        local, remote = parts[3], parts[4]
        c = conns.setdefault((local, remote), dict(local=local, remote=remote, samples=0,
                                                   cwndMin=None, cwndMax=None))
        c['samples'] += 1

        def field(name, cast=int):
            m = re.search(r'(?:^|\s)' + name + r':([\d.]+)', info)
            return cast(m.group(1)) if m else None

        words = info.split()
        c['cc'] = words[0] if words and ':' not in words[0] else c.get('cc')
        c['bytesSent'] = field('bytes_sent')
        c['bytesAcked'] = field('bytes_acked')
        c['bytesRetrans'] = field('bytes_retrans') or 0
        m = re.search(r'\sretrans:\d+/(\d+)', info)
        c['retransTotal'] = int(m.group(1)) if m else 0
        cwnd = field('cwnd')
        c['cwnd'] = cwnd
        if cwnd is not None:
            c['cwndMin'] = cwnd if c['cwndMin'] is None else min(c['cwndMin'], cwnd)
            c['cwndMax'] = cwnd if c['cwndMax'] is None else max(c['cwndMax'], cwnd)
        m = re.search(r'\srtt:([\d.]+)/', info)
        c['rttMs'] = float(m.group(1)) if m else None
        c['minRttMs'] = field('minrtt', float)
    return dict(samples=samples, connections=list(conns.values()))


def probe_reference(path):
    opener = gzip.open if path.endswith('.gz') else open
    conns = {}
    events = 0
    pat = re.compile(r'tcp_probe: .*?src=(\S+) dest=(\S+) .*?snd_una=0x([0-9a-f]+) snd_cwnd=(\d+) '
                     r'.*?srtt=(\d+)')
    with opener(path, 'rt') as f:
        for line in f:
            m = pat.search(line)
            if not m:
                continue
            events += 1
            src, dst, una, cwnd, srtt = m.group(1), m.group(2), int(m.group(3), 16), int(m.group(4)), int(m.group(5))
            c = conns.get((src, dst))
            if c is None:
                c = conns[(src, dst)] = dict(src=src, dst=dst, events=0, first=una, last=una,
                                             cwndMin=cwnd, cwndMax=cwnd, srttMinUs=srtt, srttMaxUs=srtt)
            c['events'] += 1
            c['last'] = una
            c['cwndMin'], c['cwndMax'] = min(c['cwndMin'], cwnd), max(c['cwndMax'], cwnd)
            c['srttMinUs'], c['srttMaxUs'] = min(c['srttMinUs'], srtt), max(c['srttMaxUs'], srtt)
    out = []
    for c in conns.values():
        first, last = c.pop('first'), c.pop('last')
        c['sndUnaAdvanceBytes'] = (last - first) % (1 << 32)
        out.append(c)
    return dict(events=events, connections=out)


def tc_reference(path):
    text = open(path).read()
    first = text.split('\n')[0].split()
    m = re.search(r'Sent (\d+) bytes (\d+) pkt \(dropped (\d+), overlimits (\d+)', text)
    return dict(qdisc=first[1] if len(first) > 1 else None, sentBytes=int(m.group(1)),
                sentPkts=int(m.group(2)), dropped=int(m.group(3)), overlimits=int(m.group(4)))


NSTAT_KEYS = ['TcpOutSegs', 'TcpRetransSegs', 'TcpExtTCPFastRetrans', 'TcpExtTCPSlowStartRetrans',
              'TcpExtTCPTimeouts', 'TcpExtTCPLossProbes', 'TcpExtTCPLostRetransmit',
              'TcpExtTCPSackRecovery', 'TcpExtTCPSpuriousRTOs', 'TcpExtTCPDSACKRecv']


def nstat_reference(path):
    values = {}
    for line in open(path):
        parts = line.split()
        if len(parts) >= 2 and parts[0] in NSTAT_KEYS:
            values[parts[0]] = int(parts[1])
    return {k: values.get(k, 0) for k in NSTAT_KEYS}


def unpacked(path, tmpdir):
    if not path.endswith('.gz'):
        return path
    out = os.path.join(tmpdir, os.path.basename(path)[:-3])
    with gzip.open(path, 'rb') as src, open(out, 'wb') as dst:
        shutil.copyfileobj(src, dst)
    return out


def reference(d):
    v = subprocess.run(['tcptrace', '-v'], capture_output=True, text=True)
    ref = dict(generatedBy='scripts/traces/reference.py', tools=dict(
        tcptrace=re.search(r'version ([\d.]+)', v.stdout + v.stderr).group(1),
        tshark=re.search(r'TShark \(Wireshark\) ([\d.]+)', run(['tshark', '--version'])).group(1)))
    files = sorted(os.listdir(d))
    if 'iperf3.json' in files:
        ref['iperf3'] = iperf3_reference(os.path.join(d, 'iperf3.json'))
    data_ports = {s['local'] for s in ref.get('iperf3', {}).get('streams', [])}
    captures = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in files:
            if not re.match(r'.*\.(pcap|pcapng)(\.gz)?$', name):
                continue
            path = unpacked(os.path.join(d, name), tmp)
            out = run(['tcptrace', '-l', '-r', '-n', path])
            packets, conns = parse_tcptrace(out)
            for c in conns:
                c['role'] = 'data' if c['a'] in data_ports else 'control'
                c.pop('filename', None)
            captures[name] = dict(
                tcptrace=dict(command='tcptrace -l -r -n FILE', packets=packets, connections=conns),
                tshark=tshark_reference(path))
    ref['captures'] = captures
    for name in ('ss.log', 'ss.log.gz'):
        if name in files:
            ref['ss'] = ss_reference(os.path.join(d, name))
    for name in ('tcp_probe.txt', 'tcp_probe.txt.gz'):
        if name in files:
            ref['tcpProbe'] = probe_reference(os.path.join(d, name))
    if 'tc.txt' in files:
        ref['bottleneck'] = tc_reference(os.path.join(d, 'tc.txt'))
    if 'nstat.txt' in files:
        ref['nstat'] = nstat_reference(os.path.join(d, 'nstat.txt'))
    return ref


def main(argv):
    if not argv or argv[0] in ('-h', '--help'):
        print(__doc__)
        return 0 if argv else 2
    for d in argv:
        ref = reference(d)
        with open(os.path.join(d, 'reference.json'), 'w') as f:
            json.dump(ref, f, indent=2)
            f.write('\n')
        print(f'reference.py: wrote {os.path.join(d, "reference.json")}', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
