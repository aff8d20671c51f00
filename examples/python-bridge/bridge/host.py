"""The agent host over stdio: JSON-RPC objects, one per line, without the "jsonrpc" field (Codex app-server v2).

    -> {"id":1,"method":"initialize","params":{"clientInfo":{...}}}   <- {"id":1,"result":{...}}
    -> {"method":"initialized"}
    -> {"id":2,"method":"thread/start","params":{}}                  <- {"id":2,"result":{"thread":{"id":...}}}
    -> {"id":3,"method":"turn/start","params":{"threadId","input":[{"type":"text","text":...}]}}
    <- {"id":3,"result":{"turn":{"id":...,"status":"inProgress"}}}
    <- {"method":"item/agentMessage/delta","params":{"threadId","turnId","itemId","delta"}}   (repeated)
    <- {"method":"turn/completed","params":{"threadId","turn":{"id","status","items","error"}}}
"""

from __future__ import annotations

import asyncio
import itertools
import json
import sys
from dataclasses import dataclass, field

LINE_LIMIT = 16 * 1024 * 1024


class HostError(Exception):
    """The host answered a request with a JSON-RPC error."""

    def __init__(self, code: int, message: str):
        super().__init__(f"host error {code}: {message}")
        self.code = code


class HostGone(Exception):
    """The host process ended (or never started): requests in flight have no answer."""


@dataclass
class TurnOutcome:
    status: str  # completed | interrupted | failed
    text: str
    error: dict | None = None


@dataclass
class _Turn:
    events: asyncio.Queue = field(default_factory=asyncio.Queue)


class Host:
    def __init__(self, command: str):
        self.command = command
        self.ready = False
        self._process: asyncio.subprocess.Process | None = None
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future] = {}
        self._threads: dict[str, _Turn] = {}
        self._lock = asyncio.Lock()

    async def ensure_started(self) -> None:
        """Starts the host (again, after it died) and does the handshake."""
        async with self._lock:
            if self._process is not None and self._process.returncode is None:
                return
            self._process = await asyncio.create_subprocess_shell(
                self.command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=LINE_LIMIT
            )
            asyncio.create_task(self._read(self._process))
            await self.request("initialize", {"clientInfo": {"name": "python-bridge", "title": "Larkspur Python example", "version": "0.1.0"}})
            await self._write({"method": "initialized"})
            self.ready = True

    async def start_thread(self) -> str:
        return (await self.request("thread/start", {}))["thread"]["id"]

    async def resume_thread(self, thread_id: str) -> str:
        return (await self.request("thread/resume", {"threadId": thread_id}))["thread"]["id"]

    async def start_turn(self, thread_id: str, text: str) -> tuple[str, asyncio.Queue]:
        """Starts a turn; returns its id and the queue its notifications arrive on."""
        turn = _Turn()
        self._threads[thread_id] = turn  # before the request: notifications may come before its answer
        result = await self.request("turn/start", {"threadId": thread_id, "input": [{"type": "text", "text": text}]})
        return result["turn"]["id"], turn.events

    async def outcome(self, thread_id: str, turn_id: str, events: asyncio.Queue) -> TurnOutcome:
        """Reads the turn's notifications until it completes; deltas are joined per agent message item."""
        deltas: dict[str, str] = {}
        try:
            while True:
                message = await events.get()
                if message is None:
                    raise HostGone()
                params = message.get("params", {})
                if message["method"] == "item/agentMessage/delta" and params.get("turnId") == turn_id:
                    deltas[params["itemId"]] = deltas.get(params["itemId"], "") + params["delta"]
                elif message["method"] == "turn/completed" and params["turn"]["id"] == turn_id:
                    turn = params["turn"]
                    items = [i.get("text", "") for i in turn.get("items", []) if i.get("type") == "agentMessage"]
                    text = "".join(items) if any(items) else "".join(deltas.values())
                    return TurnOutcome(turn["status"], text, turn.get("error"))
        finally:
            self._threads.pop(thread_id, None)

    async def request(self, method: str, params: dict) -> dict:
        request_id = next(self._ids)
        future = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        try:
            await self._write({"id": request_id, "method": method, "params": params})
            return await future
        finally:
            self._pending.pop(request_id, None)

    async def _write(self, message: dict) -> None:
        process = self._process
        if process is None or process.returncode is not None or process.stdin is None:
            raise HostGone()
        try:
            process.stdin.write(json.dumps(message).encode() + b"\n")
            await process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError) as error:
            raise HostGone() from error

    async def _read(self, process: asyncio.subprocess.Process) -> None:
        assert process.stdout is not None
        try:
            while line := await process.stdout.readline():
                try:
                    message = json.loads(line)
                except ValueError:
                    print(f"python-bridge: host sent a line that is not JSON: {line[:200]!r}", file=sys.stderr)
                    continue
                await self._dispatch(message)
        except (ValueError, ConnectionResetError):  # a line over LINE_LIMIT, or the pipe broke
            process.kill()
        finally:
            await process.wait()
            self.ready = False
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(HostGone())
            for turn in self._threads.values():
                turn.events.put_nowait(None)

    async def _dispatch(self, message: dict) -> None:
        if "method" in message and "id" in message:
            # A request from the host (an approval): this bridge declares no approvals, so it declines.
            decline = {"id": message["id"], "result": {"decision": "decline"}}
            unknown = {"id": message["id"], "error": {"code": -32601, "message": "method not supported"}}
            await self._write(decline if message["method"].endswith("/requestApproval") else unknown)
        elif "method" in message:
            thread_id = message.get("params", {}).get("threadId")
            if thread_id in self._threads:
                self._threads[thread_id].events.put_nowait(message)
        elif message.get("id") in self._pending:
            future = self._pending[message["id"]]
            if "error" in message:
                future.set_exception(HostError(message["error"].get("code", 0), message["error"].get("message", "")))
            else:
                future.set_result(message.get("result", {}))
