// The packet engine's bench dumbbell (bench/packetEngine.ts, bench/ns2/dumbbell.tcl) built on
// htsim's core (vendor/sim: EventList, Pipe, Queue, TcpSrc/TcpSink, TcpRtxTimerScanner), for
// bench/packetHtsim.ts. No loggers.
//
//   dumbbell n cap_mbps rtt_ms buffer_pkts duration_s [pkt_bytes=1040] [seed=1] [lean=0]
//
// N long-lived TCP flows, sender i -> r0 -> r1 -> receiver i. Each flow has its own access links
// (a FIFO queue of 10 x the bottleneck capacity with an unbounded buffer, then a pipe) in and out,
// in both directions; r0 -> r1 is a DropTail queue of capacity C holding `buffer` packets (the one
// in transmission included), r1 -> r0 a queue of capacity C for the ACKs with an unbounded buffer.
// The one-way delay rtt/2 is split in three equal pipes (access in, bottleneck, access out), as in
// dumbbell.tcl. htsim has no header notion: a data packet is pkt_bytes on the wire and in sequence
// space (Packet::set_packet_size), an ACK 40 bytes, the SYN 1 byte. Flows start uniformly in
// [0, 4) s (a seeded mt19937_64). The retransmission timer is scanned every 10 ms.
//
// lean=1: the same delays with the fewest elements htsim needs, its best case for speed: no access
// queues and no reverse queue (their serialization is dropped), data through a pipe of dA, the
// bottleneck queue, then one pipe of dB + dA shared by every flow; the ACKs through one shared pipe
// of rtt/2 (a pipe keeps one pending event however many packets it holds). About 4 events a
// packet instead of 12.
//
// Prints one line on stdout, after the run:
//   htsim packets=P events=E sim_s=D wall_s=W cpu_s=C
// packets: packets whose transmission on the bottleneck ended (data, SYNs, retransmissions);
// events: events the event list ran; wall_s / cpu_s: the event loop only (set-up excluded).
// htsim's TCP prints a line on each timeout: stdout is muted during the loop.
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <random>
#include <vector>

#include "config.h"
#include "eventlist.h"
#include "network.h"
#include "pipe.h"
#include "queue.h"
#include "tcp.h"

namespace {

// The bottleneck queue, counting the packets whose service completes (they leave the queue).
class CountingQueue : public Queue {
   public:
    CountingQueue(linkspeed_bps bitrate, mem_b maxsize, EventList& ev) : Queue(bitrate, maxsize, ev, nullptr) {}
    uint64_t departed = 0;

   protected:
    void completeService() override {
        departed++;
        Queue::completeService();
    }
};

double seconds(clockid_t clock) {
    timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

double argOr(int argc, char** argv, int i, double fallback) {
    if (i >= argc) return fallback;
    char* end = nullptr;
    double v = strtod(argv[i], &end);
    if (end == argv[i] || *end != '\0') {
        std::cerr << "bad number '" << argv[i] << "'" << std::endl;
        exit(2);
    }
    return v;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 6) {
        std::cerr << "usage: dumbbell n cap_mbps rtt_ms buffer_pkts duration_s [pkt_bytes=1040] [seed=1] [lean=0]"
                  << std::endl;
        return 2;
    }
    const int n = (int)argOr(argc, argv, 1, 0);
    const double capMbps = argOr(argc, argv, 2, 0);
    const double rttMs = argOr(argc, argv, 3, 0);
    const double buffer = argOr(argc, argv, 4, 0);
    const double duration = argOr(argc, argv, 5, 0);
    const int pktBytes = (int)argOr(argc, argv, 6, 1040);
    const uint64_t seed = (uint64_t)argOr(argc, argv, 7, 1);
    const bool lean = argOr(argc, argv, 8, 0) != 0;
    if (n < 1 || capMbps <= 0 || rttMs <= 0 || buffer < 1 || duration <= 0 || pktBytes < 41) {
        std::cerr << "need n >= 1, cap, rtt, duration > 0, buffer >= 1, pkt_bytes > 40" << std::endl;
        return 2;
    }

    Packet::set_packet_size(pktBytes);  // before any TcpSrc reads it (its MSS)
    EventList eventlist;
    eventlist.setEndtime(timeFromSec(duration));

    const linkspeed_bps cap = speedFromMbps(capMbps);
    const linkspeed_bps access = speedFromMbps(capMbps * 10);
    const mem_b unbounded = (mem_b)1 << 50;
    const simtime_picosec dB = timeFromMs(rttMs / 2 / 3);
    const simtime_picosec dA = timeFromMs((rttMs / 2 - rttMs / 2 / 3) / 2);

    CountingQueue bottleneck(cap, memFromPkt(buffer), eventlist);
    Pipe bottleneckPipe(dB, eventlist);
    Queue reverse(cap, unbounded, eventlist, nullptr);
    Pipe reversePipe(dB, eventlist);
    Pipe leanOut(dB + dA, eventlist);       // lean: shared by every flow after the bottleneck
    Pipe leanBack(dA + dB + dA, eventlist);  // lean: every flow's ACKs
    TcpRtxTimerScanner scanner(timeFromMs(10), eventlist);

    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> startTime(0.0, 4.0);
    std::vector<Route*> routes;
    for (int i = 0; i < n; i++) {
        TcpSrc* src = new TcpSrc(nullptr, nullptr, eventlist);
        TcpSink* sink = new TcpSink();
        scanner.registerTcp(*src);
        if (lean) {
            Route* out = new Route();
            out->push_back(new Pipe(dA, eventlist));
            out->push_back(&bottleneck);
            out->push_back(&leanOut);
            out->push_back(sink);
            Route* back = new Route();
            back->push_back(&leanBack);
            back->push_back(src);
            src->connect(*out, *back, *sink, timeFromSec(startTime(rng)));
            routes.push_back(out);
            routes.push_back(back);
            continue;
        }
        Route* out = new Route();
        out->push_back(new Queue(access, unbounded, eventlist, nullptr));
        out->push_back(new Pipe(dA, eventlist));
        out->push_back(&bottleneck);
        out->push_back(&bottleneckPipe);
        out->push_back(new Queue(access, unbounded, eventlist, nullptr));
        out->push_back(new Pipe(dA, eventlist));
        out->push_back(sink);
        Route* back = new Route();
        back->push_back(new Queue(access, unbounded, eventlist, nullptr));
        back->push_back(new Pipe(dA, eventlist));
        back->push_back(&reverse);
        back->push_back(&reversePipe);
        back->push_back(new Queue(access, unbounded, eventlist, nullptr));
        back->push_back(new Pipe(dA, eventlist));
        back->push_back(src);
        src->connect(*out, *back, *sink, timeFromSec(startTime(rng)));
        routes.push_back(out);
        routes.push_back(back);
    }

    std::cout.setstate(std::ios::failbit);  // mute htsim's per-timeout lines
    const double wall0 = seconds(CLOCK_MONOTONIC);
    const double cpu0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
    uint64_t events = 0;
    while (eventlist.doNextEvent()) events++;
    const double cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
    const double wall = seconds(CLOCK_MONOTONIC) - wall0;
    std::cout.clear();

    std::cout.precision(9);
    std::cout << "htsim packets=" << bottleneck.departed << " events=" << events << " sim_s=" << duration
              << " wall_s=" << wall << " cpu_s=" << cpu << std::endl;
    return 0;  // the network is left to the operating system
}
