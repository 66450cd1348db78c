# Paper 000's dumbbell in ns-2 2.35, for side-by-side checks of the packet engine
# (src/engines/packet). N TCP flows over one bottleneck r0 -> r1; each flow has its own access links
# (in and out) of ACCESS x the bottleneck capacity; the one-way delay rtt/2 is split in three equal
# parts (access in, bottleneck, access out). With unequal RTTs the bottleneck takes a third of the
# smallest one-way delay and each flow's two access links share the rest of its own.
#
# usage: ns dumbbell.tcl key=value ...
#   n=4 queue=DropTail|RED buffer=20 cap=10 (Mb/s) rtt=120 (ms; or a comma list, one per flow)
#   sim=600 warm=300 tcp=tahoe|reno|newreno|sack seed=7 (start-time RNG)
#   starts=0.5,1.2,... (s, one per flow; default uniform in [0, 4] from seed, as dumbbell.tcl)
#   loss=0 (Bernoulli per packet on the bottleneck, before its queue: ns-2 `lossmodel`)
#   redmode=bytes|packets (bytes: ns-2 2.35's defaults) window=20000 delack=0 access=10
#   rngseed=0 (seed of ns-2's default generator: random loss, RED, boot times; 0 keeps ns-2's own)
#   trace=FILE (also writes ns-2's trace line of every bottleneck drop, "d t ... fid ...", and from
#   the warm-up on, every tracedt s, the flows' windows, "w t cwnd_1 ... cwnd_N": bench/ns2Sync.ts
#   computes paper 000's synchronization measure from them with the engine's own code) tracedt=0.1
# Prints one JSON line: utilization after the warm-up (bdepartures_ of a queue monitor reset at
# the warm-up), packets departed over the whole run, drops, and per flow the bytes departed after
# the warm-up (a flow monitor), timeouts (nrexmit_), retransmitted packets (nrexmitpack_).
array set opt {n 1 queue DropTail buffer 20 cap 10 rtt 120 sim 600 warm 300 tcp sack seed 7
  starts "" loss 0 redmode bytes window 20000 delack 0 access 10 rngseed 0
  trace "" tracedt 0.1}
foreach a $argv {
  set kv [split $a =]
  if {[llength $kv] != 2 || ![info exists opt([lindex $kv 0])]} {
    puts stderr "bad argument '$a'"; exit 2
  }
  set opt([lindex $kv 0]) [lindex $kv 1]
}
set N $opt(n); set cap $opt(cap); set simt $opt(sim); set warm $opt(warm)
switch -- $opt(tcp) {
  tahoe   { set tcpclass Agent/TCP;         set sinkclass Agent/TCPSink }
  reno    { set tcpclass Agent/TCP/Reno;    set sinkclass Agent/TCPSink }
  newreno { set tcpclass Agent/TCP/Newreno; set sinkclass Agent/TCPSink }
  sack    { set tcpclass Agent/TCP/Sack1;   set sinkclass Agent/TCPSink/Sack1 }
  default { puts stderr "tcp must be tahoe, reno, newreno or sack"; exit 2 }
}
if {$opt(delack)} { append sinkclass /DelAck }
set rtts [split $opt(rtt) ,]
if {[llength $rtts] == 1} { set rtts [lrepeat $N [lindex $rtts 0]] }
set minrtt [lindex [lsort -real $rtts] 0]
set dB [expr {$minrtt / 2.0 / 3.0}]

set ns [new Simulator]
if {$opt(rngseed) != 0} { ns-random $opt(rngseed) }
set r0 [$ns node]; set r1 [$ns node]
$ns duplex-link $r0 $r1 ${cap}Mb ${dB}ms $opt(queue)
$ns queue-limit $r0 $r1 $opt(buffer)
if {$opt(queue) == "RED"} {
  set q [[$ns link $r0 $r1] queue]
  $q set thresh_ [expr 0.6*$opt(buffer)]; $q set maxthresh_ [expr 0.8*$opt(buffer)]
  $q set linterm_ 10; $q set q_weight_ 0.001; $q set wait_ true
  if {$opt(redmode) == "packets"} { $q set queue_in_bytes_ false; $q set bytes_ false }
}
if {$opt(loss) > 0} {
  set em [new ErrorModel]
  $em unit pkt; $em set rate_ $opt(loss); $em ranvar [new RandomVariable/Uniform]
  $em drop-target [new Agent/Null]
  $ns lossmodel $em $r0 $r1
}
Agent/TCP set packetSize_ 1000
Agent/TCP set window_ $opt(window)
set rng [new RNG]; $rng seed $opt(seed)
set starts [split $opt(starts) ,]
for {set i 0} {$i < $N} {incr i} {
  set dA [expr {([lindex $rtts $i] / 2.0 - $dB) / 2.0}]
  set s($i) [$ns node]; set d($i) [$ns node]
  $ns duplex-link $s($i) $r0 [expr $opt(access)*$cap]Mb ${dA}ms DropTail
  $ns duplex-link $r1 $d($i) [expr $opt(access)*$cap]Mb ${dA}ms DropTail
  $ns queue-limit $s($i) $r0 100000
  set tcp($i) [new $tcpclass]; set sink($i) [new $sinkclass]
  $tcp($i) set fid_ $i
  $ns attach-agent $s($i) $tcp($i); $ns attach-agent $d($i) $sink($i); $ns connect $tcp($i) $sink($i)
  set ftp($i) [new Application/FTP]; $ftp($i) attach-agent $tcp($i)
  set t0 [expr {[llength $starts] > 0 ? [lindex $starts $i] : [$rng uniform 0 4]}]
  $ns at $t0 "$ftp($i) start"
}
set mon [$ns monitor-queue $r0 $r1 [open /dev/null w] 0.1]
set mon0 [$ns monitor-queue $r0 $r1 [open /dev/null w] 0.1]
set fmon [$ns makeflowmon Fid]
$ns attach-fmon [$ns link $r0 $r1] $fmon
# the flow monitor's per-flow counters survive a reset: remember them at the warm-up instead
proc flowbytes {} {
  global fmon N
  set bytes [lrepeat $N 0]
  foreach f [$fmon flows] { lset bytes [$f set flowid_] [$f set bdepartures_] }
  return $bytes
}
set bytes0 [lrepeat $N 0]
proc startmeas {} { global mon bytes0; $mon reset; set bytes0 [flowbytes] }
proc finish {} {
  global mon mon0 cap simt warm N tcp bytes0 opt
  if {$opt(trace) != ""} { global tracef; close $tracef }
  set util [expr 8.0*[$mon set bdepartures_]/(($simt-$warm)*$cap*1e6)]
  set bytes {}
  foreach b [flowbytes] b0 $bytes0 { lappend bytes [expr {$b - $b0}] }
  set to {}; set rx {}
  for {set i 0} {$i < $N} {incr i} {
    lappend to [$tcp($i) set nrexmit_]; lappend rx [$tcp($i) set nrexmitpack_]
  }
  puts [format {{"N":%d,"utilization":%.10f,"packets":%d,"drops":%d,"flowBytes":[%s],"timeouts":[%s],"retransmits":[%s]}} \
    $N $util [$mon0 set pdepartures_] [$mon0 set pdrops_] [join $bytes ,] [join $to ,] [join $rx ,]]
  exit 0
}
if {$opt(trace) != ""} {
  # ns-2's drop trace ("d t from to type size flags fid ..."), installed after the monitors (they
  # set the queue's drop target themselves) and passing each drop on, so that they still count it
  set tracef [open $opt(trace) w]
  set bq [[$ns link $r0 $r1] queue]
  set dropT [$ns create-trace Drop $tracef $r0 $r1]
  $dropT target [$bq drop-target]
  $bq drop-target $dropT
  proc windows {} {
    global ns tcp N tracef opt
    set w {}
    for {set i 0} {$i < $N} {incr i} { lappend w [$tcp($i) set cwnd_] }
    puts $tracef "w [$ns now] [join $w { }]"
    $ns at [expr {[$ns now] + $opt(tracedt)}] windows
  }
  $ns at $warm windows
}
$ns at $warm "startmeas"
$ns at $simt "finish"
$ns run
