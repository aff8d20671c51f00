"""The durable inbox and the session -> thread binding, in SQLite.

A source (one inbound Lark message) is written here before its event is acknowledged, keyed by the
provider message id, so a redelivery — same event, a new event id, after a reconnect or a restart — finds it
and is only counted. The turn's answer is saved before it is delivered, so a crash between the two delivers
the saved answer after the restart instead of running the model again.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone

SCHEMA = """
CREATE TABLE IF NOT EXISTS sources (
  seq            INTEGER PRIMARY KEY,   -- receive order: admission follows it (AD-001)
  message_id     TEXT NOT NULL UNIQUE,
  event_ids      TEXT NOT NULL,         -- JSON array, first seen first
  receive_count  INTEGER NOT NULL,
  chat_id        TEXT NOT NULL,
  chat_type      TEXT NOT NULL,
  topic_id       TEXT,
  text           TEXT,                  -- the input, frozen at first receipt (AD-006)
  state          TEXT NOT NULL,         -- received | queued | running | answered | ignored | failed
  outcome        TEXT,                  -- admission: turn | ignored | refused
  reason         TEXT,
  session_id     TEXT,
  turn_id        TEXT,
  answer         TEXT,                  -- the turn's outcome, saved before delivery
  reply_id       TEXT,
  delivery_state TEXT,                  -- pending | sent | read-back | failed
  attempts       INTEGER NOT NULL DEFAULT 0,
  error_code     TEXT,
  received_at    TEXT NOT NULL,
  admitted_at    TEXT,
  answered_at    TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
  session_id  TEXT PRIMARY KEY,
  chat_id     TEXT NOT NULL,
  chat_type   TEXT NOT NULL,
  topic_id    TEXT,
  thread_id   TEXT,
  turn_count  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
"""


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def connect(data_dir: str) -> sqlite3.Connection:
    path = os.path.join(data_dir, "bridge.sqlite3")
    fresh = not os.path.exists(path)
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    if fresh:
        os.chmod(path, 0o600)
    db.row_factory = sqlite3.Row
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")  # a commit is on disk before the ACK goes out
    db.executescript(SCHEMA)
    return db


@dataclass
class Received:
    message_id: str
    new: bool


class Inbox:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def receive(self, event_id: str, message: dict, text: str | None, session_id: str, outcome: str, reason: str | None) -> Received:
        """Records one delivery of a message. A new message becomes a source; a known one is only counted.

        outcome is what admission made of it: turn, refused (answered with the reason) or ignored.
        """
        message_id = message["message_id"]
        with Transaction(self.db):
            row = self.db.execute("SELECT event_ids FROM sources WHERE message_id = ?", (message_id,)).fetchone()
            if row is not None:
                event_ids = json.loads(row["event_ids"])
                if event_id not in event_ids:
                    event_ids.append(event_id)
                self.db.execute(
                    "UPDATE sources SET receive_count = receive_count + 1, event_ids = ? WHERE message_id = ?",
                    (json.dumps(event_ids), message_id),
                )
                return Received(message_id, new=False)
            state = "ignored" if outcome == "ignored" else "queued"
            stamp = now()
            self.db.execute(
                "INSERT INTO sources (message_id, event_ids, receive_count, chat_id, chat_type, topic_id, text, state,"
                " outcome, reason, session_id, received_at, admitted_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    message_id,
                    json.dumps([event_id]),
                    message["chat_id"],
                    message["chat_type"],
                    topic_of(message),
                    text,
                    state,
                    outcome,
                    reason,
                    session_id,
                    stamp,
                    stamp,
                ),
            )
            return Received(message_id, new=True)

    def source(self, message_id: str) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM sources WHERE message_id = ?", (message_id,)).fetchone()

    def unfinished(self) -> list[sqlite3.Row]:
        """Sources admitted but not answered yet, in receive order: the work a restart picks up."""
        return self.db.execute("SELECT * FROM sources WHERE state IN ('queued', 'running') ORDER BY seq").fetchall()

    def update(self, message_id: str, **fields) -> None:
        assignments = ", ".join(f"{name} = ?" for name in fields)
        changed = self.db.execute(
            f"UPDATE sources SET {assignments} WHERE message_id = ?", (*fields.values(), message_id)
        ).rowcount
        if changed != 1:
            raise RuntimeError(f"source {message_id} not updated")

    def session(self, session_id: str) -> sqlite3.Row | None:
        return self.db.execute("SELECT * FROM sessions WHERE session_id = ?", (session_id,)).fetchone()

    def open_session(self, session_id: str, message: dict) -> None:
        stamp = now()
        self.db.execute(
            "INSERT OR IGNORE INTO sessions (session_id, chat_id, chat_type, topic_id, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (session_id, message["chat_id"], message["chat_type"], topic_of(message), stamp, stamp),
        )

    def bind_thread(self, session_id: str, thread_id: str) -> None:
        self.db.execute(
            "UPDATE sessions SET thread_id = ?, updated_at = ? WHERE session_id = ?", (thread_id, now(), session_id)
        )

    def count_turn(self, session_id: str) -> None:
        self.db.execute(
            "UPDATE sessions SET turn_count = turn_count + 1, updated_at = ? WHERE session_id = ?", (now(), session_id)
        )


class Transaction:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, traceback):
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


def topic_of(message: dict) -> str | None:
    """A group session is one topic: the thread's root message (or the message that starts it)."""
    if message["chat_type"] != "group":
        return None
    return message.get("root_id") or message["message_id"]


def session_id_of(message: dict) -> str:
    topic = topic_of(message)
    return f"s-{message['chat_id']}" + (f"-{topic}" if topic else "")
