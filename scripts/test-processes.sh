# Sourced by scripts/test-all.sh: every process a test run starts carries the run's mark in its
# environment (MATCHPULS_TEST_RUN=<pid of the run>:<its start time>:<checkout>), inherited whatever
# process group or session it moves to (Playwright's web server and Chromium run detached, nginx
# has workers of its own). The mark finds them all, where a process group or a parent id would not:
#   start_run        marks the run and ends everything it started when it ends, also on SIGINT,
#                    SIGTERM or SIGHUP (a timeout, a closed terminal);
#   reap_stale_runs  ends what an earlier run of this checkout left running when it was killed
#                    outright (SIGKILL runs no trap): a stale web server on the e2e port, a
#                    reliability server on its fixed port, an nginx;
#   port_or_free     the port given, or a free one when another program listens there.
# Linux only (/proc); without /proc the functions do nothing.

TEST_RUN_VARIABLE=MATCHPULS_TEST_RUN

# The start time of a process (clock ticks since boot): with its id, it names the process uniquely.
process_start_time() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  # The fields after the command name (which may hold spaces), from the state on: the start time is the 20th.
  set -- ${stat##*) }
  echo "${20}"
}

# The processes whose environment holds the mark exactly (one per line), this shell left out.
marked_processes() {
  local file pid
  for file in $(grep -sazlx -- "$TEST_RUN_VARIABLE=$1" /proc/[0-9]*/environ 2>/dev/null); do
    pid=${file#/proc/}
    pid=${pid%/environ}
    [ "$pid" = "$$" ] || echo "$pid"
  done
}

# SIGTERM to each process given, SIGKILL after `grace` seconds to what is still there.
end_processes() {
  local grace=$1 pid alive tries
  shift
  [ $# -gt 0 ] || return 0
  kill -TERM "$@" 2>/dev/null
  for ((tries = grace * 10; tries > 0; tries--)); do
    alive=()
    for pid in "$@"; do kill -0 "$pid" 2>/dev/null && alive+=("$pid"); done
    [ ${#alive[@]} -gt 0 ] || return 0
    sleep 0.1
  done
  kill -KILL "${alive[@]}" 2>/dev/null
  return 0
}

# Describes the processes given, one line each (for the log of what was ended).
describe_processes() {
  local pid
  for pid in "$@"; do
    [ -r "/proc/$pid/cmdline" ] && echo "  $pid: $(tr '\0' ' ' <"/proc/$pid/cmdline" | cut -c1-160)"
  done
}

# start_run [command]: the command runs when the run ends, after its processes (to remove what they used).
start_run() {
  TEST_RUN_AFTER=${1:-true}
  trap 'stop_run; $TEST_RUN_AFTER' EXIT
  [ -d /proc/self ] && export "$TEST_RUN_VARIABLE=$$:$(process_start_time $$):$PWD"
  # A trapped signal ends the run at once: steps run in the background and are waited for, and a
  # wait is interrupted by a signal (a foreground command would be waited for first).
  trap 'echo "SIGINT: stopping the test run" >&2; exit 130' INT
  trap 'echo "SIGTERM: stopping the test run" >&2; exit 143' TERM
  trap 'echo "SIGHUP: stopping the test run" >&2; exit 129' HUP
}

stop_run() {
  [ -n "${!TEST_RUN_VARIABLE:-}" ] || return 0
  local left
  mapfile -t left < <(marked_processes "${!TEST_RUN_VARIABLE}")
  # The listing's own processes (grep, the subshell) carry the mark too and are gone by now.
  local alive=() pid
  for pid in "${left[@]}"; do kill -0 "$pid" 2>/dev/null && alive+=("$pid"); done
  if [ ${#alive[@]} -gt 0 ]; then
    echo "ending ${#alive[@]} processes the test run started:" >&2
    describe_processes "${alive[@]}" >&2
    end_processes 5 "${alive[@]}"
  fi
}

reap_stale_runs() {
  [ -d /proc/self ] || return 0
  local file pid mark owner rest started checkout stale=()
  for file in $(grep -sazl -- "^$TEST_RUN_VARIABLE=" /proc/[0-9]*/environ 2>/dev/null); do
    pid=${file#/proc/}
    pid=${pid%/environ}
    mark=$(grep -saz -- "^$TEST_RUN_VARIABLE=" "$file" | tr -d '\0') || continue
    mark=${mark#"$TEST_RUN_VARIABLE="}
    owner=${mark%%:*}
    rest=${mark#*:}
    started=${rest%%:*}
    checkout=${rest#*:}
    # Only this checkout's runs (another checkout's have ports and files of their own), and only
    # those whose run has ended: a run still going is not stale.
    [ "$checkout" = "$PWD" ] || continue
    [ "$(process_start_time "$owner")" = "$started" ] && continue
    kill -0 "$pid" 2>/dev/null && stale+=("$pid")
  done
  [ ${#stale[@]} -gt 0 ] || return 0
  echo "ending ${#stale[@]} processes an earlier, killed test run of this checkout left running:" >&2
  describe_processes "${stale[@]}" >&2
  end_processes 5 "${stale[@]}"
}

# port_or_free <port>: the port, or a free one when another program listens there (scripts/port-or-free.mjs).
port_or_free() {
  node "$(dirname "${BASH_SOURCE[0]}")/port-or-free.mjs" "$1"
}
