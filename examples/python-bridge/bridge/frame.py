"""The long connection's binary frame, protobuf (proto2) encoded by hand: nine fields, no generated code.

    Frame  { SeqID:uint64=1  LogID:uint64=2  service:int32=3  method:int32=4  headers:Header[]=5
             payload_encoding:string=6  payload_type:string=7  payload:bytes=8  LogIDNew:string=9 }
    Header { key:string=1  value:string=2 }

method 0 is a control frame (headers type=ping|pong), 1 a data frame (type=event). SeqID, LogID, service and
method are required in proto2, so they are always written, even when zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CONTROL = 0
DATA = 1

_VARINT = 0
_LENGTH = 2


@dataclass
class Frame:
    seq_id: int = 0
    log_id: int = 0
    service: int = 0
    method: int = CONTROL
    headers: dict[str, str] = field(default_factory=dict)
    payload_encoding: str | None = None
    payload_type: str | None = None
    payload: bytes = b""
    log_id_new: str | None = None


def _varint(value: int) -> bytes:
    if value < 0:
        value += 1 << 64  # negative int32 is sign-extended to ten bytes
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _key(number: int, wire_type: int) -> bytes:
    return _varint(number << 3 | wire_type)


def _bytes_field(number: int, data: bytes) -> bytes:
    return _key(number, _LENGTH) + _varint(len(data)) + data


def encode(frame: Frame) -> bytes:
    out = bytearray()
    out += _key(1, _VARINT) + _varint(frame.seq_id)
    out += _key(2, _VARINT) + _varint(frame.log_id)
    out += _key(3, _VARINT) + _varint(frame.service)
    out += _key(4, _VARINT) + _varint(frame.method)
    for key, value in frame.headers.items():
        header = _bytes_field(1, key.encode()) + _bytes_field(2, value.encode())
        out += _bytes_field(5, header)
    if frame.payload_encoding is not None:
        out += _bytes_field(6, frame.payload_encoding.encode())
    if frame.payload_type is not None:
        out += _bytes_field(7, frame.payload_type.encode())
    if frame.payload:
        out += _bytes_field(8, frame.payload)
    if frame.log_id_new is not None:
        out += _bytes_field(9, frame.log_id_new.encode())
    return bytes(out)


def _fields(data: bytes):
    """Yields (field number, value): an int for a varint, bytes for a length-delimited field."""
    pos = 0
    while pos < len(data):
        key, pos = _read_varint(data, pos)
        number, wire_type = key >> 3, key & 7
        if wire_type == _VARINT:
            value, pos = _read_varint(data, pos)
        elif wire_type == _LENGTH:
            length, pos = _read_varint(data, pos)
            value, pos = data[pos : pos + length], pos + length
            if pos > len(data):
                raise ValueError("frame truncated")
        elif wire_type == 1:  # fixed64: not in Frame, skipped
            value, pos = data[pos : pos + 8], pos + 8
        elif wire_type == 5:  # fixed32
            value, pos = data[pos : pos + 4], pos + 4
        else:
            raise ValueError(f"unknown wire type {wire_type}")
        yield number, value


def _read_varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data):
            raise ValueError("varint truncated")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7


def _int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value & 0x80000000 else value


def decode(data: bytes) -> Frame:
    frame = Frame()
    for number, value in _fields(data):
        if number == 1:
            frame.seq_id = value
        elif number == 2:
            frame.log_id = value
        elif number == 3:
            frame.service = _int32(value)
        elif number == 4:
            frame.method = _int32(value)
        elif number == 5:
            parts = dict(_fields(value))
            frame.headers[parts.get(1, b"").decode()] = parts.get(2, b"").decode()
        elif number == 6:
            frame.payload_encoding = value.decode()
        elif number == 7:
            frame.payload_type = value.decode()
        elif number == 8:
            frame.payload = bytes(value)
        elif number == 9:
            frame.log_id_new = value.decode()
    return frame
