#!/usr/bin/env python3
"""Runs a program under a pseudo-terminal and types at it, as a person would.

Usage: pty_session.py STEPS PROGRAM [ARGUMENT...]

STEPS is a JSON list, run in order:
  {"send": "text"}                  type the text (escape sequences, "\\u0003" for Ctrl-C)
  {"expect": "text", "timeout": 10} wait until the program prints the text after the last
                                    text expected
  {"sleep": 0.2}                    wait
  {"signal": "TERM"}                send the program that signal
Then it waits (10 s at most) for the program to exit, and prints one JSON object:
  {"output": all the program printed, "status": its exit status (negative: the signal)
   or null, "error": what went wrong or null, "restored": whether the terminal's modes
   were the same after the program as before}

The program's standard input, output and error are the terminal (80x24); it is the
session leader with that terminal as its controlling terminal, so Ctrl-C sends SIGINT.
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
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    modes_before = termios.tcgetattr(slave)
    pid = os.fork()
    if pid == 0:
        start_child(master, slave, program)
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
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
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
