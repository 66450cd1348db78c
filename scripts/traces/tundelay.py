#!/usr/bin/env python3
"""tundelay.py: a delay line for kernels without netem. Creates the TUN device DEV (no packet
information header) and writes every IP packet read from it back into it DELAY ms later, in
order. record.sh runs it in the router's namespace and routes the packets towards the receiver
through it (a policy rule on the input interface), so that what comes back out of the device is
forwarded normally, to the bottleneck.

Usage: tundelay.py --dev dly0 --delay-ms 10
Stops on SIGTERM / SIGINT; prints how many packets it delayed.
"""

import argparse
import collections
import fcntl
import os
import select
import signal
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--dev', default='dly0')
    ap.add_argument('--delay-ms', type=float, required=True)
    args = ap.parse_args()
    delay = args.delay_ms / 1000.0

    fd = os.open('/dev/net/tun', os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack('16sH', args.dev.encode(), IFF_TUN | IFF_NO_PI))
    os.set_blocking(fd, False)
    queue = collections.deque()
    count = 0
    running = True

    def stop(*_):
        nonlocal running
        running = False

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print(f'tundelay: {args.dev} up, {args.delay_ms} ms', flush=True)
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    while running:
        now = time.monotonic()
        while queue and queue[0][0] <= now:
            os.write(fd, queue.popleft()[1])
            count += 1
        timeout = max(0.0, queue[0][0] - now) * 1000 if queue else 100
        try:
            events = poller.poll(timeout)
        except InterruptedError:
            continue
        if events:
            arrived = time.monotonic()
            while True:
                try:
                    pkt = os.read(fd, 65536)
                except BlockingIOError:
                    break
                queue.append((arrived + delay, pkt))
    print(f'tundelay: delayed {count} packets, {len(queue)} left in the line', flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
