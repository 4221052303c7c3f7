#!/usr/bin/env python3
"""Runs a program under a pseudo-terminal and types at it, as a person would.

Usage: pty_session.py STEPS PROGRAM [ARGUMENT...]

STEPS is a JSON list, run in order:
  {"send": "text"}                  type the text (escape sequences, "\\u0003" for Ctrl-C)
  {"expect": "text", "timeout": 10} wait until the program prints the text after the last
                                    text expected
  {"sleep": 0.2}                    wait
  {"signal": "TERM"}                send the program that signal
  {"stopped": 10}                   wait until the program has stopped (Ctrl-Z), take the
                                    terminal back as a shell does, and check that its modes
                                    are the ones from before the program (as dash, which
                                    does not restore them itself, would find them)
  {"continue": true}                `fg`: give the program the terminal and send SIGCONT
  {"raw": 10}                       wait until the terminal is in a line editor's modes
                                    (no echo, no canonical mode)
Then it waits (10 s at most) for the program to exit, and prints one JSON object:
  {"output": all the program printed, "status": its exit status (negative: the signal)
   or null, "error": what went wrong or null, "restored": whether the terminal's modes
   were the same after the program as before}

The program's standard input, output and error are the terminal (80x24). The helper plays
the shell: a process of its own leads the session whose controlling terminal that is, and
runs the program as the foreground job in a process group of its own, so Ctrl-C sends it
SIGINT and Ctrl-Z SIGTSTP, and a stopped program can be continued.
"""

import fcntl
import json
import os
import pty
import resource
import select
import signal
import struct
import sys
import termios
import time


def main():
    steps = json.loads(sys.argv[1])
    program = sys.argv[2:]
    # The shell leads a new session; this process may lead a process group already, which
    # cannot start a session.
    shell = os.fork()
    if shell == 0:
        try:
            run_shell(steps, program)
        finally:
            sys.stdout.flush()
            os._exit(0)
    os.waitpid(shell, 0)


def run_shell(steps, program):
    os.setsid()
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    # A shell in the background of its own terminal may still set its foreground group.
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    modes_before = termios.tcgetattr(slave)
    pid = os.fork()
    if pid == 0:
        start_child(master, slave, program)
    try:
        # The child does the same; whichever comes first wins, and the child may have run
        # its program already, which makes setpgid fail.
        os.setpgid(pid, pid)
    except OSError:
        pass
    os.tcsetpgrp(slave, pid)
    session = Session(master, pid)
    error = None
    try:
        for step in steps:
            if "send" in step:
                os.write(master, step["send"].encode())
            elif "expect" in step:
                session.expect(step["expect"], step.get("timeout", 10))
            elif "sleep" in step:
                session.read_for(step["sleep"])
            elif "signal" in step:
                os.kill(pid, getattr(signal, "SIG" + step["signal"]))
            elif "stopped" in step:
                session.wait_until_stopped(step["stopped"])
                os.tcsetpgrp(slave, os.getpgrp())
                if termios.tcgetattr(slave) != modes_before:
                    raise Failure("stopped with the terminal still in the program's modes")
            elif "continue" in step:
                os.tcsetpgrp(slave, pid)
                os.kill(pid, signal.SIGCONT)
            elif "raw" in step:
                session.wait_until_raw(slave, step["raw"])
        session.wait_for_exit(10)
    except Failure as failure:
        error = str(failure)
        session.kill()
    restored = termios.tcgetattr(slave) == modes_before
    json.dump(
        {
            "output": session.output.decode("utf-8", "replace"),
            "status": session.status,
            "error": error,
            "restored": restored,
        },
        sys.stdout,
    )


def start_child(master, slave, program):
    try:
        # A SIGQUIT the program is sent leaves no core file behind.
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.close(master)
        os.setpgid(0, 0)
        os.tcsetpgrp(slave, os.getpgrp())
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        for descriptor in (0, 1, 2):
            os.dup2(slave, descriptor)
        if slave > 2:
            os.close(slave)
        os.execvp(program[0], program)
    finally:
        os._exit(127)


class Failure(Exception):
    pass


class Session:
    def __init__(self, master, pid):
        self.master = master
        self.pid = pid
        self.output = b""
        self.seen = 0
        self.status = None

    def expect(self, text, timeout):
        wanted = text.encode()
        deadline = time.monotonic() + timeout
        while True:
            found = self.output.find(wanted, self.seen)
            if found >= 0:
                self.seen = found + len(wanted)
                return
            if time.monotonic() >= deadline:
                raise Failure(f"no {text!r} within {timeout} s")
            self.read(deadline - time.monotonic())

    def read_for(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.read(deadline - time.monotonic())

    def wait_for_exit(self, timeout):
        deadline = time.monotonic() + timeout
        while not self.reap():
            if time.monotonic() >= deadline:
                raise Failure(f"still running after {timeout} s")
            self.read(min(0.05, deadline - time.monotonic()))
        self.read(0)

    def wait_until_stopped(self, timeout):
        deadline = time.monotonic() + timeout
        while True:
            pid, status = os.waitpid(self.pid, os.WNOHANG | os.WUNTRACED)
            if pid != 0 and os.WIFSTOPPED(status):
                return
            if pid != 0:
                self.status = os.waitstatus_to_exitcode(status)
                raise Failure("ended instead of stopping")
            if time.monotonic() >= deadline:
                raise Failure(f"not stopped within {timeout} s")
            self.read(min(0.05, deadline - time.monotonic()))

    def wait_until_raw(self, terminal, timeout):
        deadline = time.monotonic() + timeout
        while True:
            local = termios.tcgetattr(terminal)[3]
            if not local & (termios.ECHO | termios.ICANON):
                return
            if time.monotonic() >= deadline:
                raise Failure(f"echo or canonical mode still on after {timeout} s")
            self.read(min(0.05, deadline - time.monotonic()))

    def read(self, timeout):
        """Reads what is there, waiting at most `timeout` seconds for something."""
        while True:
            ready, _, _ = select.select([self.master], [], [], max(0, timeout))
            if not ready:
                return
            try:
                chunk = os.read(self.master, 4096)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk
            timeout = 0

    def reap(self):
        if self.status is not None:
            return True
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return False
        self.status = os.waitstatus_to_exitcode(status)
        return True

    def kill(self):
        if not self.reap():
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)


if __name__ == "__main__":
    main()
