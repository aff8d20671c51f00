"""Turns and delivery: one queue per session, in inbox order; one turn at a time per session (AD-001, AD-002).

A source goes queued -> running -> answered. Its turn's answer is saved before it is sent, and sent with a
uuid derived from the source, so a lost answer from Lark or a crash leads to a retry that cannot post twice,
never to a second model run (DE-005, HO-009). The answer counts once it is read back as sent (DE-004).
"""

from __future__ import annotations

import asyncio
import json
import sys
import time

from .host import Host, HostError, HostGone
from .inbox import Inbox, now
from .lark import LarkApi, LarkError, TransportError

DELIVERY_RETRY_S = 60  # a transient provider fault is retried this long, then the delivery is failed (DE-009)
TRANSIENT_CODES = {230020, 99991400}  # rate limited: try again later
UNSUPPORTED = "I can only read text messages."
UNKNOWN_OUTCOME = "I was restarted while working on this and cannot tell whether it finished. Please ask again."


class Turns:
    def __init__(self, inbox: Inbox, api: LarkApi, host: Host, max_handlers: int):
        self.inbox = inbox
        self.api = api
        self.host = host
        self.handlers = asyncio.Semaphore(max_handlers)
        self.queues: dict[str, asyncio.Queue] = {}
        self.resumed: set[str] = set()

    def submit(self, message_id: str) -> None:
        session_id = self.inbox.source(message_id)["session_id"]
        if session_id not in self.queues:
            self.queues[session_id] = asyncio.Queue()
            asyncio.create_task(self._session_worker(self.queues[session_id]))
        self.queues[session_id].put_nowait(message_id)

    def resume_unfinished(self) -> None:
        """After a restart: every admitted source not yet answered, in inbox order."""
        for row in self.inbox.unfinished():
            self.submit(row["message_id"])

    async def _session_worker(self, queue: asyncio.Queue) -> None:
        while True:
            message_id = await queue.get()
            async with self.handlers:
                try:
                    await self._handle(message_id)
                except Exception as error:  # noqa: BLE001 - one source's failure never stops its session
                    print(f"python-bridge: {message_id} failed: {error!r}", file=sys.stderr)

    async def _handle(self, message_id: str) -> None:
        source = self.inbox.source(message_id)
        if source["state"] in ("answered", "failed"):
            return
        answer = source["answer"]
        if answer is None:
            if source["outcome"] == "refused":
                answer = UNSUPPORTED
            elif source["state"] == "running":
                answer = UNKNOWN_OUTCOME  # HO-003: the turn may have run; never start it again blindly
            else:
                answer = await self._run_turn(source)
            self.inbox.update(message_id, answer=answer, delivery_state="pending")
        await self._deliver(message_id, answer)

    async def _run_turn(self, source) -> str:
        await self.host.ensure_started()
        thread_id = await self._thread_of(source)
        self.inbox.update(source["message_id"], state="running")
        try:
            turn_id, events = await self.host.start_turn(thread_id, source["text"])
            self.inbox.update(source["message_id"], turn_id=turn_id)
            self.inbox.count_turn(source["session_id"])
            outcome = await self.host.outcome(thread_id, turn_id, events)
        except HostGone:
            return "The agent host stopped while working on this; it may not have finished. Please ask again."
        except HostError:
            return "The agent host refused to start this turn."
        if outcome.status == "completed":
            return outcome.text or "(no answer)"
        if outcome.status == "interrupted":
            return "Stopped."
        error_class = (outcome.error or {}).get("codexErrorInfo") or "unclassified"
        label = error_class if isinstance(error_class, str) else next(iter(error_class))
        return f"The turn failed ({label})."  # the host's own error text is never shown (HO-007)

    async def _thread_of(self, source) -> str:
        """The session's one host thread: started once, resumed after a restart (HO-001, AD-004)."""
        session_id = source["session_id"]
        self.inbox.open_session(session_id, dict(source))
        thread_id = self.inbox.session(session_id)["thread_id"]
        if thread_id and session_id in self.resumed:
            return thread_id
        if thread_id:
            try:
                thread_id = await self.host.resume_thread(thread_id)
            except HostError:
                thread_id = None  # the host says the thread is gone: a new one, and the binding follows it
        if not thread_id:
            thread_id = await self.host.start_thread()
        self.inbox.bind_thread(session_id, thread_id)
        self.resumed.add(session_id)
        return thread_id

    async def _deliver(self, message_id: str, answer: str) -> None:
        """Reply once (uuid), then read the reply back; transient faults are retried for a bounded time."""
        deadline = time.monotonic() + DELIVERY_RETRY_S
        pause = 0.1
        while True:
            source = self.inbox.source(message_id)
            try:
                reply_id = source["reply_id"]
                if reply_id is None:
                    self.inbox.update(message_id, attempts=source["attempts"] + 1)
                    reply_id = await self.api.reply(message_id, answer, uuid=f"answer-{message_id}")
                    self.inbox.update(message_id, reply_id=reply_id, delivery_state="sent")
                item = await self.api.get(reply_id)
                if json.loads(item["body"]["content"]) != {"text": answer}:
                    return self._fail(message_id, "readback-differs")
                self.inbox.update(message_id, delivery_state="read-back", state="answered", answered_at=now(), error_code=None)
                return
            except TransportError:
                self.inbox.update(message_id, error_code="transport")
            except LarkError as error:
                self.inbox.update(message_id, error_code=str(error.code))
                if error.code not in TRANSIENT_CODES and error.status < 500:
                    return self._fail(message_id, str(error.code))
            if time.monotonic() > deadline:
                return self._fail(message_id, "retries-exhausted")
            await asyncio.sleep(pause)
            pause = min(pause * 2, 2.0)

    def _fail(self, message_id: str, code: str) -> None:
        self.inbox.update(message_id, delivery_state="failed", state="failed", error_code=code)
