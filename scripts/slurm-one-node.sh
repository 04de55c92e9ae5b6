#!/usr/bin/env bash
# A one-node SLURM cluster on this machine, for the census's job-array test
# (test/cli/censusSlurm.test.ts): `start` writes munge's key and slurm.conf (when missing),
# starts munged, slurmctld and slurmd and waits for the node to be idle; `stop` stops the
# daemons it started, by their pid files. Needs root and Debian's slurmctld, slurmd,
# slurm-client and munge. No cgroups: proctrack/linuxproc, task/none, and no cgroup.conf.
set -euo pipefail
STATE=/var/lib/grundy-slurm
PIDS="$STATE/pids"

start() {
  mkdir -p "$STATE/ctld" "$STATE/d" /etc/slurm /var/log/slurm
  if [ ! -s /etc/munge/munge.key ]; then
    mkdir -p /etc/munge
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    chown munge:munge /etc/munge/munge.key 2>/dev/null || true
    chmod 400 /etc/munge/munge.key
  fi
  mkdir -p /run/munge && chown munge:munge /run/munge 2>/dev/null || true
  local host mem
  host=$(hostname)
  mem=$(awk '/MemTotal/ { print int($2 / 1024 / 2) }' /proc/meminfo)
  cat > /etc/slurm/slurm.conf <<CONF
ClusterName=grundy
SlurmctldHost=$host
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmUser=root
ReturnToService=2
StateSaveLocation=$STATE/ctld
SlurmdSpoolDir=$STATE/d
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
MinJobAge=300
NodeName=$host CPUs=$(nproc) RealMemory=$mem State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
  : > "$PIDS"
  if ! pgrep -x munged >/dev/null; then
    munged --force
    echo munged >> "$PIDS"
  fi
  slurmctld && echo slurmctld >> "$PIDS"
  sleep 1
  slurmd && echo slurmd >> "$PIDS"
  for _ in $(seq 1 30); do
    if sinfo -h -o %T 2>/dev/null | grep -qx idle; then
      echo "slurm: one node ($host, $(nproc) CPUs) idle"
      return 0
    fi
    sleep 1
  done
  echo "slurm: the node did not become idle in 30 s (see /var/log/slurm/)" >&2
  return 1
}

stop() {
  [ -f "$PIDS" ] || return 0
  for d in slurmd slurmctld; do
    if grep -qx "$d" "$PIDS" && [ -f "/run/$d.pid" ]; then kill "$(cat "/run/$d.pid")" 2>/dev/null || true; fi
  done
  if grep -qx munged "$PIDS" && [ -f /run/munge/munged.pid ]; then kill "$(cat /run/munge/munged.pid)" 2>/dev/null || true; fi
  rm -f "$PIDS"
  echo "slurm: stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
