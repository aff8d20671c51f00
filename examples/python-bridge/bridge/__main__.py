"""A Lark bot in front of an agent host, in one small Python process: `python -m bridge`.

Everything it needs comes from the Larkspur launch contract (spec/schemas/launch/environment.schema.json),
so the same program runs under `larkspur run` and against the real Lark with real credentials.
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import signal
import sys

from . import control
from .host import Host
from .inbox import Inbox, connect, session_id_of
from .lark import LarkApi, TransportError
from .long_connection import LongConnection
from .turns import Turns


def knobs() -> dict:
    path = os.environ.get("LARKSPUR_KNOBS")
    if not path:
        return {}
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def take_consumer_lease(data_dir: str):
    """One consumer per app and installation (TR-006): a second copy reports the held lease and keeps off the
    long connection, where Lark would hand each event to one of the two at random. The OS drops the lock
    when the holder dies, SIGKILL included."""
    lock = open(os.path.join(data_dir, "consumer.lock"), "a+")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.seek(0)
        raise SystemExit(f"python-bridge: the consumer lease is held by pid {lock.read().strip() or '?'}; not connecting")
    lock.truncate(0)
    lock.write(str(os.getpid()))
    lock.flush()
    return lock


async def bot_open_id(api: LarkApi) -> str:
    while True:
        try:
            return await api.bot_open_id()
        except TransportError:
            await asyncio.sleep(0.2)


async def main() -> None:
    env = os.environ
    if env.get("LARKSPUR_LARK_INTAKE", "ws") != "ws":
        raise SystemExit("python-bridge: only the long connection (LARKSPUR_LARK_INTAKE=ws) is implemented")
    data_dir = env["LARKSPUR_DATA_DIR"]
    lease = take_consumer_lease(data_dir)  # noqa: F841 - held for the life of the process
    db = connect(data_dir)
    inbox = Inbox(db)
    api = LarkApi(env["LARKSPUR_LARK_DOMAIN"], env["LARKSPUR_LARK_APP_ID"], env["LARKSPUR_LARK_APP_SECRET"])
    host = Host(env["LARKSPUR_HOST_COMMAND"])
    turns = Turns(inbox, api, host, max_handlers=int(knobs().get("maxHandlers", 4)))
    own_open_id = await bot_open_id(api)

    async def on_event(envelope: dict) -> None:
        """Called for every event; returns once the source is durably in the inbox (then the ACK goes out)."""
        if envelope.get("header", {}).get("event_type") != "im.message.receive_v1":
            return
        event = envelope["event"]
        message, sender = event["message"], event["sender"]
        outcome, reason = admission(message, sender, own_open_id)
        text = input_text(message) if outcome == "turn" else None
        received = inbox.receive(envelope["header"]["event_id"], message, text, session_id_of(message), outcome, reason)
        if received.new and outcome != "ignored":
            turns.submit(received.message_id)

    connection = LongConnection(api, on_event)
    if "LARKSPUR_CONTROL_PORT" in env:
        ready = lambda: {"providerReady": connection.ready, "hostReady": host.ready}  # noqa: E731
        control.serve(int(env["LARKSPUR_CONTROL_PORT"]), env["LARKSPUR_CONTROL_TOKEN"], os.path.join(data_dir, "bridge.sqlite3"), ready)
    turns.resume_unfinished()
    await connection.run()


def admission(message: dict, sender: dict, own_open_id: str) -> tuple[str, str | None]:
    """What a message becomes: a turn, a refusal (AD-010) or nothing (TR-008, AD-005), with the reason."""
    if sender.get("sender_type") != "user":
        own = sender.get("sender_id", {}).get("open_id") == own_open_id
        return "ignored", "own-message" if own else "bot-message"
    if message["chat_type"] == "group":
        mentioned = any(m.get("id", {}).get("open_id") == own_open_id for m in message.get("mentions") or [])
        if not mentioned:
            return "ignored", "not-addressed"
    if message.get("message_type") != "text":
        return "refused", "unsupported-type"
    return "turn", None


def input_text(message: dict) -> str:
    """The text the agent gets: a text message's text without the @-mention placeholders."""
    text = json.loads(message["content"]).get("text", "")
    for mention in message.get("mentions") or []:
        text = text.replace(mention["key"], "")
    return text.strip()


if __name__ == "__main__":
    loop = asyncio.new_event_loop()
    for stop in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(stop, lambda: sys.exit(0))
    try:
        loop.run_until_complete(main())
    except SystemExit as exit_:
        if exit_.code not in (None, 0):
            print(exit_.code, file=sys.stderr)
        sys.exit(1 if exit_.code not in (None, 0) else 0)
