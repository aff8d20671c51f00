"""Lark's long connection (the "persistent connection" event mode), spoken directly.

1. Discovery: POST {domain}/callback/ws/endpoint {"AppID","AppSecret"} -> data.URL (ws or wss, with a ticket
   in its query; service_id is one of its parameters) and data.ClientConfig (seconds: PingInterval,
   ReconnectCount, ReconnectInterval, ReconnectNonce).
2. Connect and ping at once (Lark holds events until it has the client's first ping), then every
   PingInterval. A ping is a control frame (method 0) with header type=ping and service = service_id; the
   pong's payload is a new ClientConfig.
3. An event is a data frame (method 1, type=event), possibly split into `sum` parts that share a
   `message_id` header, in `seq` order. Acknowledge the whole once it is durably handled: the same frame
   back with a `biz_rt` header (milliseconds spent) and payload {"code":200}. No ACK within 3 s -> pushed again.
4. When the server closes the connection, wait a random 0..ReconnectNonce s, discover again, reconnect.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time
from typing import Awaitable, Callable
from urllib.parse import parse_qs, urlparse

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .frame import CONTROL, DATA, Frame, decode, encode
from .lark import LarkApi, LarkError, TransportError

RETRY_DISCOVERY_CODE = 1000040343  # "try again": any other non-zero code means the app may not connect

EventHandler = Callable[[dict], Awaitable[None]]


class LongConnection:
    def __init__(self, api: LarkApi, on_event: EventHandler):
        self.api = api
        self.on_event = on_event
        self.ready = False
        self.config = {"PingInterval": 120, "ReconnectCount": -1, "ReconnectInterval": 120, "ReconnectNonce": 30}
        self._parts: dict[str, list[bytes | None]] = {}

    async def run(self) -> None:
        """Connects, serves, and reconnects for as long as the bridge runs."""
        failures = 0
        while True:
            try:
                endpoint = await self.api.discover()
                self.config.update(endpoint["ClientConfig"])
                await self._serve(endpoint["URL"])
                failures = 0
            except LarkError as error:
                if error.code != RETRY_DISCOVERY_CODE:
                    raise SystemExit(f"python-bridge: Lark refused the long connection ({error})")
                failures += 1
            except (TransportError, OSError, ConnectionClosed, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as error:
                print(f"python-bridge: long connection lost: {error}", file=sys.stderr)
                failures += 1
            self.ready = False
            if 0 <= self.config["ReconnectCount"] < failures:
                raise SystemExit("python-bridge: gave up reconnecting")
            wait = random.uniform(0, self.config["ReconnectNonce"])
            if failures:
                wait += self.config["ReconnectInterval"]
            await asyncio.sleep(wait)

    async def _serve(self, url: str) -> None:
        service_id = int(parse_qs(urlparse(url).query)["service_id"][0])
        async with connect(url, ping_interval=None, max_size=None, open_timeout=10) as socket:
            pinger = asyncio.create_task(self._ping(socket, service_id))
            try:
                async for message in socket:
                    if isinstance(message, bytes):
                        await self._frame(socket, decode(message))
            finally:
                pinger.cancel()

    async def _ping(self, socket, service_id: int) -> None:
        while True:
            await socket.send(encode(Frame(service=service_id, method=CONTROL, headers={"type": "ping"})))
            self.ready = True
            await asyncio.sleep(max(self.config["PingInterval"], 0.05))

    async def _frame(self, socket, frame: Frame) -> None:
        kind = frame.headers.get("type")
        if frame.method == CONTROL:
            if kind == "pong" and frame.payload:
                self.config.update(json.loads(frame.payload))
            return
        if frame.method != DATA or kind != "event":
            return  # Lark sends card callbacks as type=event too; other data frames need no answer
        payload = self._joined(frame)
        if payload is None:
            return
        started = time.monotonic()
        code = 200
        try:
            await self.on_event(json.loads(payload))
        except Exception as error:  # noqa: BLE001 - any failure: answer 500 and Lark pushes it again
            print(f"python-bridge: event not handled: {error!r}", file=sys.stderr)
            code = 500
        frame.headers["biz_rt"] = str(int((time.monotonic() - started) * 1000))
        frame.payload = json.dumps({"code": code}).encode()
        await socket.send(encode(frame))

    def _joined(self, frame: Frame) -> bytes | None:
        """The whole payload once every part of a multi-part event is in, else None."""
        total = int(frame.headers.get("sum", "1") or "1")
        if total <= 1:
            return frame.payload
        message_id = frame.headers["message_id"]
        parts = self._parts.setdefault(message_id, [None] * total)
        parts[int(frame.headers["seq"])] = frame.payload
        if any(part is None for part in parts):
            return None
        del self._parts[message_id]
        return b"".join(parts)  # type: ignore[arg-type]
