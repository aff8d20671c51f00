"""The few Lark Open Platform calls a bot needs, over plain HTTPS (here: the provider double's HTTP).

Every call is `${domain}/open-apis/...` with `Authorization: Bearer <tenant_access_token>`; Lark answers
`{"code": 0, "msg": "ok", "data": {...}}`, and a refusal with a non-zero code (usually HTTP 400).
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request

TOKEN_MARGIN_S = 180  # refresh the tenant token this long before it expires, as the official SDKs do
TIMEOUT_S = 10


class LarkError(Exception):
    """Lark refused the call: `code` is Lark's (for example 230011, message recalled), `status` the HTTP status."""

    def __init__(self, code: int, status: int):
        super().__init__(f"lark code {code} (HTTP {status})")
        self.code = code
        self.status = status


class TransportError(Exception):
    """The call did not get an answer (reset, refused, timed out): it may or may not have been applied."""


class LarkApi:
    def __init__(self, domain: str, app_id: str, app_secret: str):
        self.domain = domain.rstrip("/")
        self.app_id = app_id
        self.app_secret = app_secret
        self._token: str | None = None
        self._token_until = 0.0

    async def discover(self) -> dict:
        """Long-connection endpoint discovery: a fresh ws URL (with a ticket) and the client config."""
        answer = await self._post("/callback/ws/endpoint", {"AppID": self.app_id, "AppSecret": self.app_secret}, auth=False)
        return answer["data"]

    async def bot_open_id(self) -> str:
        return (await self._call("GET", "/open-apis/bot/v3/info"))["bot"]["open_id"]

    async def reply(self, message_id: str, text: str, uuid: str) -> str:
        """Replies to a message; the uuid makes a retry after a lost answer return the same message."""
        body = {"msg_type": "text", "content": json.dumps({"text": text}), "uuid": uuid}
        answer = await self._post(f"/open-apis/im/v1/messages/{message_id}/reply", body)
        return answer["data"]["message_id"]

    async def get(self, message_id: str) -> dict:
        return (await self._call("GET", f"/open-apis/im/v1/messages/{message_id}"))["data"]["items"][0]

    async def _post(self, path: str, body: dict, auth: bool = True) -> dict:
        return await self._call("POST", path, body, auth)

    async def _call(self, method: str, path: str, body: dict | None = None, auth: bool = True) -> dict:
        headers = {"Content-Type": "application/json; charset=utf-8"}
        if auth:
            headers["Authorization"] = f"Bearer {await self._tenant_token()}"
        data = json.dumps(body).encode() if body is not None else None
        return await asyncio.to_thread(_send, method, self.domain + path, headers, data)

    async def _tenant_token(self) -> str:
        if self._token is None or time.monotonic() >= self._token_until:
            answer = await self._call(
                "POST",
                "/open-apis/auth/v3/tenant_access_token/internal",
                {"app_id": self.app_id, "app_secret": self.app_secret},
                auth=False,
            )
            self._token = answer["tenant_access_token"]
            self._token_until = time.monotonic() + int(answer["expire"]) - TOKEN_MARGIN_S
        return self._token


def _send(method: str, url: str, headers: dict, data: bytes | None) -> dict:
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            answer = json.loads(response.read())
            status = response.status
    except urllib.error.HTTPError as error:
        try:
            answer = json.loads(error.read())
        except ValueError:
            raise LarkError(-1, error.code) from None
        status = error.code
    except (OSError, ValueError) as error:  # reset, refused, timeout, a cut-off body
        raise TransportError(str(error)) from error
    if answer.get("code", 0) != 0 or status >= 300:
        raise LarkError(int(answer.get("code", -1)), status)
    return answer
