# N Agent/TCP/Linux flows over the dumbbell of dumbbell.tcl (the one-way delay split in three equal
# parts, access links of ACCESS x the bottleneck), for a second opinion on the packet engine's
# congestion-control modules: ns-2 2.35's Linux TCP runs the kernel's own tcp_<ca>.c (Linux
# 2.6.22: tcp_illinois.c, tcp_highspeed.c, tcp_cubic.c v2.1 with beta 819/1024, tcp_bic.c; and
# ns-2's tcp_compound.c) with Linux's loss recovery and a SACK sink with timestamps. Flow i starts
# at 0.01 i s.
#
# usage: ns linuxcc.tcl ca=illinois n=1 cap=10 (Mb/s) rtt=60 (ms) buffer=20 sim=300 warm=50
# Prints one JSON line: utilization after the warm-up (bdepartures_ of a queue monitor reset at the
# warm-up), drops, each flow's time-average cwnd_ after the warm-up (sampled every 10 ms) and
# nrexmit_ (timeouts).
array set opt {ca illinois n 1 cap 10 rtt 60 buffer 20 sim 300 warm 50 access 10}
foreach a $argv {
  set kv [split $a =]
  if {[llength $kv] != 2 || ![info exists opt([lindex $kv 0])]} { puts stderr "bad argument '$a'"; exit 2 }
  set opt([lindex $kv 0]) [lindex $kv 1]
}
set N $opt(n)
set dB [expr {$opt(rtt) / 2.0 / 3.0}]
set ns [new Simulator]
set r0 [$ns node]; set r1 [$ns node]
$ns duplex-link $r0 $r1 $opt(cap)Mb ${dB}ms DropTail
$ns queue-limit $r0 $r1 $opt(buffer)
Agent/TCP set packetSize_ 1000
Agent/TCP set window_ 20000
for {set i 0} {$i < $N} {incr i} {
  set s($i) [$ns node]; set d($i) [$ns node]
  $ns duplex-link $s($i) $r0 [expr $opt(access)*$opt(cap)]Mb ${dB}ms DropTail
  $ns duplex-link $r1 $d($i) [expr $opt(access)*$opt(cap)]Mb ${dB}ms DropTail
  $ns queue-limit $s($i) $r0 100000
  set tcp($i) [new Agent/TCP/Linux]
  $tcp($i) set timestamps_ true
  $tcp($i) set fid_ $i
  set sink($i) [new Agent/TCPSink/Sack1]
  $sink($i) set ts_echo_rfc1323_ true
  $ns attach-agent $s($i) $tcp($i); $ns attach-agent $d($i) $sink($i); $ns connect $tcp($i) $sink($i)
  $ns at 0 "$tcp($i) select_ca $opt(ca)"
  set ftp($i) [new Application/FTP]; $ftp($i) attach-agent $tcp($i)
  $ns at [expr {0.01 * $i}] "$ftp($i) start"
  set area($i) 0.0
}
set mon [$ns monitor-queue $r0 $r1 [open /dev/null w] 0.1]
set samples 0
set dt 0.01
proc sample {} {
  global ns N tcp area samples dt opt
  set now [$ns now]
  if {$now >= $opt(warm)} {
    for {set i 0} {$i < $N} {incr i} { set area($i) [expr {$area($i) + [$tcp($i) set cwnd_]}] }
    incr samples
  }
  if {$now + $dt <= $opt(sim)} { $ns at [expr {$now + $dt}] "sample" }
}
$ns at 0 "sample"
$ns at $opt(warm) "$mon reset"
proc finish {} {
  global mon opt N area samples tcp
  set util [expr {[$mon set bdepartures_] * 8.0 / ($opt(cap) * 1e6 * ($opt(sim) - $opt(warm)))}]
  set cw {}
  set to {}
  for {set i 0} {$i < $N} {incr i} {
    lappend cw [expr {$area($i) / $samples}]
    lappend to [$tcp($i) set nrexmit_]
  }
  puts "{\"utilization\": $util, \"drops\": [$mon set pdrops_], \"cwnd\": \[[join $cw ,]\], \"timeouts\": \[[join $to ,]\]}"
  exit 0
}
$ns at $opt(sim) "finish"
$ns run
