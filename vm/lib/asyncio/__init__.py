"""asyncio for pith: the event loop, coroutines, tasks and futures, and
what is built on them, without I/O. In: run/Runner, get_event_loop /
new_event_loop / get_running_loop and the loop's call_soon / call_later /
call_at / run_until_complete / run_forever / stop / close, Task, Future,
create_task, gather, sleep (a real clock: the loop sleeps until its
nearest timer), wait_for, wait, as_completed, shield, timeout /
timeout_at, TaskGroup, Lock, Event, Condition, Semaphore,
BoundedSemaphore, Barrier, Queue / PriorityQueue / LifoQueue,
current_task / all_tasks, iscoroutine.

Refused by name: networking and streams (open_connection, start_server,
transports and protocols), subprocesses, threads (to_thread,
run_coroutine_threadsafe, loop.run_in_executor), wrap_future, and
iscoroutinefunction on plain functions (pith cannot tell `async def`
functions apart)."""
import sys

from asyncio.exceptions import *
from asyncio.coroutines import iscoroutine, iscoroutinefunction
from asyncio.events import *
from asyncio.futures import Future, isfuture, wrap_future
from asyncio.tasks import *
from asyncio.base_events import BaseEventLoop, SelectorEventLoop, DefaultEventLoopPolicy
from asyncio.locks import *
from asyncio.queues import *
from asyncio.runners import *
from asyncio.taskgroups import TaskGroup
from asyncio.timeouts import *
from asyncio import events, futures, tasks, base_events, coroutines, exceptions, locks, queues, runners
from asyncio import taskgroups, timeouts, format_helpers, mixins

__all__ = (('BaseEventLoop', 'SelectorEventLoop', 'DefaultEventLoopPolicy') + coroutines.__all__
           + events.__all__ + exceptions.__all__ + ('Future', 'isfuture') + locks.__all__ + runners.__all__
           + queues.__all__ + tasks.__all__ + ('TaskGroup',) + timeouts.__all__)

_REFUSED = {
    'open_connection': 'networking', 'start_server': 'networking',
    'open_unix_connection': 'networking', 'start_unix_server': 'networking',
    'StreamReader': 'networking', 'StreamWriter': 'networking', 'StreamReaderProtocol': 'networking',
    'BaseProtocol': 'networking', 'Protocol': 'networking', 'BufferedProtocol': 'networking',
    'DatagramProtocol': 'networking', 'SubprocessProtocol': 'subprocesses',
    'BaseTransport': 'networking', 'ReadTransport': 'networking', 'WriteTransport': 'networking',
    'Transport': 'networking', 'DatagramTransport': 'networking', 'SubprocessTransport': 'subprocesses',
    'Server': 'networking', 'streams': 'networking', 'protocols': 'networking', 'transports': 'networking',
    'create_subprocess_exec': 'subprocesses', 'create_subprocess_shell': 'subprocesses',
    'subprocess': 'subprocesses',
    'AbstractChildWatcher': 'subprocesses', 'SafeChildWatcher': 'subprocesses',
    'FastChildWatcher': 'subprocesses', 'PidfdChildWatcher': 'subprocesses',
    'MultiLoopChildWatcher': 'subprocesses', 'ThreadedChildWatcher': 'subprocesses',
    'to_thread': 'threads',
}


def __getattr__(name):
    what = _REFUSED.get(name)
    if what is not None:
        raise NotImplementedError(f"asyncio.{name}: {what} is not supported by pith")
    raise AttributeError(f"module 'asyncio' has no attribute '{name}'")
