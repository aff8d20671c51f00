"""The control API (spec/openapi/control.openapi.json): readiness and content-free projections.

Served from a thread with the standard library's HTTP server; each request reads SQLite through its own
connection, so it never waits on the event loop. Bearer token, 127.0.0.1 only.
"""

from __future__ import annotations

import hmac
import json
import re
import sqlite3
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable

VERSIONS = {"spec": "0.1.0", "control": "0", "host": "0", "provider": "0", "launch": "0"}


def source_projection(row: sqlite3.Row) -> dict:
    """spec/schemas/control/source.schema.json: no message content, ids and states only."""
    projection = {
        "providerMessageId": row["message_id"],
        "eventIds": json.loads(row["event_ids"]),
        "receiveCount": row["receive_count"],
        "state": row["state"],
        "conversation": conversation(row),
        "admission": {"outcome": row["outcome"], **({"reason": row["reason"]} if row["reason"] else {})},
        "deliveries": [],
        "receivedAt": row["received_at"],
    }
    for key, column in (("sessionId", "session_id"), ("turnId", "turn_id"), ("admittedAt", "admitted_at"), ("answeredAt", "answered_at")):
        if row[column]:
            projection[key] = row[column]
    if row["delivery_state"]:
        delivery = {"kind": "refusal" if row["outcome"] == "refused" else "answer", "state": row["delivery_state"], "attempts": row["attempts"]}
        if row["reply_id"]:
            delivery["messageId"] = row["reply_id"]
        if row["error_code"]:
            delivery["errorCode"] = row["error_code"]
        projection["deliveries"].append(delivery)
    return projection


def session_projection(row: sqlite3.Row, db: sqlite3.Connection) -> dict:
    counts = dict(
        db.execute("SELECT state, COUNT(*) FROM sources WHERE session_id = ? GROUP BY state", (row["session_id"],)).fetchall()
    )
    running = db.execute(
        "SELECT turn_id FROM sources WHERE session_id = ? AND state = 'running' AND turn_id IS NOT NULL", (row["session_id"],)
    ).fetchone()
    projection = {
        "sessionId": row["session_id"],
        "conversation": conversation(row),
        "state": "busy" if running else "idle",
        "queuedTurns": counts.get("queued", 0),
        "turnCount": row["turn_count"],
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
    }
    if row["thread_id"]:
        projection["hostThreadId"] = row["thread_id"]
    if running:
        projection["activeTurnId"] = running[0]
    return projection


def conversation(row: sqlite3.Row) -> dict:
    return {"chatId": row["chat_id"], "chatType": row["chat_type"], **({"topicId": row["topic_id"]} if row["topic_id"] else {})}


def serve(port: int, token: str, db_path: str, ready: Callable[[], dict]) -> ThreadingHTTPServer:
    """Starts the control API in a daemon thread; `ready` gives providerReady and hostReady."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the standard library's name
            if not hmac.compare_digest(self.headers.get("Authorization", ""), f"Bearer {token}"):
                return self._error(401, "UNAUTHORIZED", "a bearer token is required")
            db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
            db.row_factory = sqlite3.Row
            try:
                self._route(db)
            finally:
                db.close()

        def _route(self, db: sqlite3.Connection):
            path = self.path.split("?", 1)[0]
            if path == "/v1/ready":
                capabilities = ["control", "long-connection"]
                body = {"implementation": {"name": "python-bridge", "version": "0.1.0"}, "versions": VERSIONS, "capabilities": capabilities, **ready()}
                return self._json(200, body)
            if match := re.fullmatch(r"/v1/sources/([^/]+)", path):
                row = db.execute("SELECT * FROM sources WHERE message_id = ?", (match[1],)).fetchone()
                return self._json(200, source_projection(row)) if row else self._error(404, "NOT_FOUND", "no such source")
            if path == "/v1/sessions":
                rows = db.execute("SELECT * FROM sessions ORDER BY created_at").fetchall()
                return self._json(200, {"sessions": [session_projection(r, db) for r in rows]})
            return self._error(404, "NOT_FOUND", "no such route")

        def _error(self, status: int, code: str, message: str):
            self._json(status, {"error": {"code": code, "message": message}})

        def _json(self, status: int, body: dict):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):  # quiet: the harness reads stdout for timing lines only
            pass

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
